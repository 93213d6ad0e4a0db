import { useTranslation } from '@/lib/i18n/useTranslation'
import { useEffect, useRef } from 'react'
import { css } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { chip } from '@/styled-system/recipes'
import { Link } from '@/components/common/Link'
import type { MenuSections } from '@/lib/page/getSiteLayout'
import { sectionPages } from '@/lib/navigation/sectionPages'
import { rowScrollLeft } from './sectionNavScroll'

const styles = {
  nav: container({ pt: { base: '6', lg: '8' } }),
  // One row that scrolls sideways on a phone; wrapped from `md`, where it fits in two at most.
  list: css({
    display: 'flex',
    gap: '2',
    overflowX: { base: 'auto', md: 'visible' },
    flexWrap: { base: 'nowrap', md: 'wrap' },
    pb: { base: '1', md: '0' },
  }),
  item: css({ flexShrink: 0 }),
  link: chip({ shape: 'pill' }),
  // The pages of the entry the page is or sits under, a step in below the section's row.
  subList: css({
    display: 'flex',
    gap: '2',
    mt: '2',
    ps: '3',
    borderStartWidth: '2px',
    borderColor: 'border',
    overflowX: { base: 'auto', md: 'visible' },
    flexWrap: { base: 'nowrap', md: 'wrap' },
    pb: { base: '1', md: '0' },
  }),
  subLink: chip({ shape: 'pill' }),
}

interface SectionNavProps {
  /** The page's language-free path. */
  path: string
  sections: MenuSections
}

/**
 * The other pages of the page's menu section (About us, Sustainability, Investors …) as plain
 * links under the heading: the menu lists them only once opened, which a crawler never does. A
 * second row lists the pages of the entry the page is or sits under (Leadership → Board of
 * directors, Executives), so the rows are the breadcrumbs' levels: one place for each page.
 */
export function SectionNav({ path, sections }: SectionNavProps) {
  const { t } = useTranslation('common')
  const tabs = sectionPages(path, sections)
  const nav = useRef<HTMLElement>(null)
  // On a phone a row scrolls sideways: it starts at its first tab, and scrolls (the row only,
  // never the page) only when the page the visitor is on would be out of sight, then to a tab's
  // start, so no tab is cut at the row's left edge. Offsets are from the same ancestor: neither
  // a row nor an item is positioned.
  useEffect(() => {
    for (const row of nav.current?.querySelectorAll('ul') ?? []) {
      const items = [...row.children].filter(
        (item): item is HTMLElement => item instanceof HTMLElement,
      )
      const boxes = items.map((item) => ({
        start: item.offsetLeft - row.offsetLeft,
        end: item.offsetLeft - row.offsetLeft + item.offsetWidth,
      }))
      const current = items.findIndex((item) => item.querySelector('[aria-current]'))
      row.scrollLeft = rowScrollLeft(boxes, current, {
        start: row.clientLeft,
        end: row.clientLeft + row.clientWidth,
      })
    }
  }, [path])
  if (!tabs) return null
  return (
    <nav
      ref={nav}
      aria-label={t('sectionNav.label')}
      className={styles.nav}
      data-testid="section-nav"
    >
      {[tabs.entries, tabs.children].map(
        (row, index) =>
          row.length > 0 && (
            <ul key={index} className={index === 0 ? styles.list : styles.subList}>
              {row.map((page) => (
                <li key={page.path} className={styles.item}>
                  <Link
                    href={page.path}
                    className={index === 0 ? styles.link : styles.subLink}
                    aria-current={page.current}
                  >
                    {page.label}
                  </Link>
                </li>
              ))}
            </ul>
          ),
      )}
    </nav>
  )
}
