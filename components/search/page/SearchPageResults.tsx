import { useTranslation } from '@/lib/i18n/useTranslation'
import { Link } from '@/components/common/Link'
import { EmptyNote } from '@/components/common/EmptyNote'
import { Pagination } from '@/components/common/Pagination'
import { css, cx } from '@/styled-system/css'
import { link } from '@/styled-system/recipes'
import type { Lang } from '@/lib/i18n/lang'
import type { SearchPageResults as Results } from '@/lib/search/searchPageProps'
import {
  SEARCH_PAGE_SIZE,
  searchPageHref,
  type SearchPageQuery,
} from '@/lib/search/searchPageQuery'
import { SearchResultItem } from './SearchResultItem'
import { SearchTypeFilter } from './SearchTypeFilter'

const styles = {
  summary: css({ mt: '6', mb: '2', color: 'fg.muted', fontSize: 'sm' }),
  list: css({ listStyle: 'none', mb: '8' }),
  empty: css({ mt: '6' }),
  otherTypes: cx(link({ variant: 'underline' }), css({ mt: '2' })),
}

interface SearchPageResultsProps {
  query: SearchPageQuery
  results: Results
  lang: Lang
}

/** The counts by type, the page of results in rank order, and the links to other pages. */
export function SearchPageResults({ query, results, lang }: SearchPageResultsProps) {
  const { t } = useTranslation('searchPage')
  const hasAny = Object.values(results.counts).some((count) => count > 0)
  if (!hasAny) {
    return (
      <div className={styles.empty} data-testid="search-empty">
        <p>{t('empty.title', { query: query.q })}</p>
        <EmptyNote>{t('empty.hint')}</EmptyNote>
      </div>
    )
  }
  const from = (query.page - 1) * SEARCH_PAGE_SIZE + 1
  const to = from + results.hits.length - 1
  return (
    <>
      <SearchTypeFilter query={query.q} selected={query.type} counts={results.counts} />
      <p className={styles.summary} role="status">
        {t('summary', { count: results.total, query: query.q })}
        {results.total > 0 && ` · ${t('summaryRange', { from, to })}`}
      </p>
      {results.total === 0 ? (
        <Link
          href={searchPageHref({ ...query, type: null, page: 1 })}
          className={styles.otherTypes}
        >
          {t('empty.otherTypes', { query: query.q })}
        </Link>
      ) : (
        <ol className={styles.list} aria-label={t('results')} start={from}>
          {results.hits.map((hit) => (
            <SearchResultItem key={hit.id} hit={hit} lang={lang} />
          ))}
        </ol>
      )}
      <Pagination
        page={query.page}
        pageCount={results.pageCount}
        hrefFor={(page) => searchPageHref({ ...query, page })}
        namespace="searchPage"
        shallow={false}
      />
    </>
  )
}
