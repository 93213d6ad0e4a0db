import { useTranslation } from '@/lib/i18n/useTranslation'
import { useEffect, useRef } from 'react'
import { css } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { chip } from '@/styled-system/recipes'
import { Link } from '@/components/common/Link'
import type { MenuSections } from '@/lib/page/getSiteLayout'
import { sectionPages } from '@/lib/navigation/sectionPages'

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
}

/** How much of the previous page's link stays in sight when the row scrolls to the current one. */
const PEEK_PX = 32

interface SectionNavProps {
  /** The page's language-free path. */
  path: string
  sections: MenuSections
}

/**
 * The other pages of the page's menu section (About us, Sustainability, Investors …) as plain
 * links under the heading: the menu lists them only once opened, which a crawler never does.
 */
export function SectionNav({ path, sections }: SectionNavProps) {
  const { t } = useTranslation('common')
  const pages = sectionPages(path, sections)
  const list = useRef<HTMLUListElement>(null)
  // On a phone the row scrolls sideways: bring the page the visitor is on into it (the list
  // only, never the page), with a glimpse of the one before, or the row may show none of where
  // they are. Both offsets are from the same ancestor: neither the list nor an item is positioned.
  useEffect(() => {
    const row = list.current
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]')
    if (row && current) row.scrollLeft = current.offsetLeft - row.offsetLeft - PEEK_PX
  }, [path])
  if (pages.length === 0) return null
  return (
    <nav aria-label={t('sectionNav.label')} className={styles.nav} data-testid="section-nav">
      <ul ref={list} className={styles.list}>
        {pages.map((page) => (
          <li key={page.path} className={styles.item}>
            <Link
              href={page.path}
              className={styles.link}
              aria-current={page.path === path ? 'page' : undefined}
            >
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
