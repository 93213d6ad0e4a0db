import { Link } from '@/components/common/Link'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { newsListHref } from '@/lib/news/listing'
import type { NewsArchiveYear } from '@/lib/press/pressRoom'
import { withQuery } from '@/lib/routes'
import { css } from '@/styled-system/css'
import { chip } from '@/styled-system/recipes'
import { HubSection } from '@/components/common/HubSection'

const styles = {
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  link: chip({ shape: 'pill' }),
  count: css({ color: 'fg.muted' }),
}

const yearHref = (year: number) => {
  const { pathname, query } = newsListHref({ category: null, year, page: 1 })
  return withQuery(pathname, query)
}

/** Every year with news, newest first, each a link to the news list of that year (`?year=`). */
export function NewsArchiveYears({ years }: { years: readonly NewsArchiveYear[] }) {
  const { t } = useTranslation('press')
  if (years.length === 0) return null
  return (
    <HubSection heading={t('archive.heading')} data-testid="news-archive">
      <ul className={styles.list}>
        {years.map(({ year, yearLabel, count }) => (
          <li key={year}>
            <Link href={yearHref(year)} className={styles.link}>
              {yearLabel} <span className={styles.count}>({t('archive.count', { count })})</span>
            </Link>
          </li>
        ))}
      </ul>
    </HubSection>
  )
}
