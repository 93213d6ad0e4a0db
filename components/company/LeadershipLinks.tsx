import { Link } from '@/components/common/Link'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { heading } from '@/styled-system/recipes'
import { ArrowRightIcon } from '@/components/common/icons'
import type { PageSection } from '@/lib/page/contentPage'
import type { SiteLayout } from '@/lib/page/getSiteLayout'
import { menuEntryLabel } from './menuEntryLabel'
import { STATIC_ROUTES } from '@/lib/routes'

const PEOPLE_PAGES = [
  { path: STATIC_ROUTES.boardOfDirectors, textKey: 'board' },
  { path: STATIC_ROUTES.executives, textKey: 'executives' },
] as const

/** The people pages the leadership page's own sections do not already lead to. */
export function missingPeopleLinks(sections: readonly PageSection[]) {
  return PEOPLE_PAGES.filter(
    (page) =>
      !sections.some((section) => section._type === 'ctaSection' && section.path === page.path),
  )
}

const styles = {
  column: container({ pb: { base: '12', lg: '20' } }),
  list: css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' }),
  link: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '4',
    p: '6',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'lg',
    fontWeight: 'semibold',
    _hover: { borderColor: 'brand.solid', color: 'brand.fg' },
  }),
  title: heading({ size: 'md' }),
}

/**
 * Links from the leadership page to the board and the executives. The editors usually add them
 * as calls to action; whichever they left out is added here, so both are always reachable.
 */
export function LeadershipLinks({
  layout,
  sections,
}: {
  layout: SiteLayout
  sections: PageSection[]
}) {
  const { t } = useTranslation('company')
  const links = missingPeopleLinks(sections)
  if (links.length === 0) return null
  return (
    <div className={styles.column}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.path}>
            <Link href={link.path} className={styles.link}>
              <div>
                <h2 className={styles.title}>
                  {menuEntryLabel(link.path, layout.sections) ?? t(`${link.textKey}.title`)}
                </h2>
              </div>
              <ArrowRightIcon />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
