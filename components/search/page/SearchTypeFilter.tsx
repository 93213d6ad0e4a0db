import { useTranslation } from '@/lib/i18n/useTranslation'
import { Link } from '@/components/common/Link'
import { css } from '@/styled-system/css'
import { chip } from '@/styled-system/recipes'
import { searchPageHref } from '@/lib/search/searchPageQuery'
import { SEARCH_KINDS, type SearchKind } from '@/lib/search/types'

const styles = {
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '5' }),
  link: chip({ shape: 'pill' }),
}

interface SearchTypeFilterProps {
  query: string
  selected: SearchKind | null
  counts: Record<SearchKind, number>
}

/** The types of result as links with their counts (`?type=…`), every type first. */
export function SearchTypeFilter({ query, selected, counts }: SearchTypeFilterProps) {
  const { t } = useTranslation('searchPage')
  const { t: tSearch } = useTranslation('search')
  const total = SEARCH_KINDS.reduce((sum, kind) => sum + counts[kind], 0)
  const options = [
    { type: null, label: t('filter.all'), count: total },
    ...SEARCH_KINDS.map((kind) => ({
      type: kind,
      label: tSearch(`kinds.${kind}`),
      count: counts[kind],
    })),
  ]
  return (
    <nav aria-label={t('filter.label')}>
      <ul className={styles.list}>
        {options.map(({ type, label, count }) => (
          <li key={type ?? 'all'}>
            <Link
              href={searchPageHref({ q: query, type, page: 1 })}
              aria-current={type === selected ? 'true' : undefined}
              className={styles.link}
              data-type={type ?? 'all'}
            >
              {t('filter.option', { label, count })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
