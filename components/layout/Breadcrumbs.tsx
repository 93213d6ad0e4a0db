import { Link } from '@/components/common/Link'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import type { Crumb } from '@/lib/navigation/breadcrumbs'
import { langAttribute, type FallbackLang } from '@/components/common/InLanguage'

const styles = {
  list: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1', fontSize: 'sm' }),
  crumb: css({ display: 'inline-flex', alignItems: 'center', gap: '1' }),
  separator: css({ color: 'gray.400', px: '1' }),
  link: css({
    color: 'fg.muted',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    borderRadius: 'sm',
    _hover: { color: 'brand.fg' },
  }),
  current: css({ fontWeight: 'semibold', color: 'fg' }),
  level: css({ color: 'fg.muted' }),
}

/**
 * Where the page sits in the site; the last crumb is the page itself. `currentLang`: the last
 * crumb's language when it is the page's title in the other language (see InLanguage).
 */
export function Breadcrumbs({
  crumbs,
  currentLang,
}: {
  crumbs: readonly Crumb[]
  currentLang?: FallbackLang
}) {
  const { t } = useTranslation('common')
  return (
    <nav aria-label={t('breadcrumbs.label')} data-site-chrome>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.path ?? 'current'}-${index}`} className={styles.crumb}>
            {index > 0 && (
              <span aria-hidden="true" className={styles.separator}>
                /
              </span>
            )}
            {crumb.path ? (
              <Link href={crumb.path} className={styles.link}>
                {crumb.label}
              </Link>
            ) : index === crumbs.length - 1 ? (
              <span
                aria-current="page"
                className={styles.current}
                lang={langAttribute(currentLang)}
              >
                {crumb.label}
              </span>
            ) : (
              // A level above the page that is this page too (a section's first page): named,
              // not linked to where the visitor already is.
              <span className={styles.level}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
