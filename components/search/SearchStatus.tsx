import { css } from '@/styled-system/css'
import { button } from '@/styled-system/recipes'
import { useRequestErrorText } from '@/lib/http/useRequestErrorText'
import { formatNumber } from '@/lib/i18n/format'
import type { Lang } from '@/lib/i18n/lang'
import type { SearchResponse } from '@/lib/search/types'
import type { useSiteSearch } from '@/lib/search/useSiteSearch'
import { useSearchTranslation } from './useSearchTranslation'

const styles = {
  // Keeps a line while empty, so the results below do not jump as the messages come and go.
  root: css({ mt: '4', minH: '6' }),
  failure: css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' }),
  error: css({ color: 'red.700' }),
  retry: button({ size: 'sm', variant: 'outline' }),
  loading: css({ color: 'fg.muted' }),
  empty: css({ fontWeight: 'semibold' }),
  emptyHint: css({ color: 'fg.muted', fontSize: 'sm', mt: '1' }),
  found: css({ color: 'fg.muted', fontSize: 'sm' }),
}

interface SearchStatusProps {
  search: ReturnType<typeof useSiteSearch>
  /** The answer on screen (possibly for the previous query while the next is on its way). */
  response: SearchResponse | undefined
  lang: Lang
}

/**
 * What the search is doing, in a live region so screen readers hear it once typing pauses:
 * searching, how many were found, nothing found, or a failure with a way to try again.
 */
export function SearchStatus({ search, response, lang }: SearchStatusProps) {
  const { t } = useSearchTranslation()
  const requestErrorText = useRequestErrorText()
  const isCurrent = response !== undefined && response.query === search.query && !search.isSettling
  const shown = response ? response.groups.reduce((sum, group) => sum + group.hits.length, 0) : 0

  let message = null
  if (search.isError && !search.isSettling) {
    message = (
      <div className={styles.failure}>
        <p className={styles.error}>
          {t('status.error')} {requestErrorText(search.error)}
        </p>
        <button type="button" className={styles.retry} onClick={() => void search.refetch()}>
          {t('status.retry')}
        </button>
      </div>
    )
  } else if (!isCurrent) {
    message = <p className={styles.loading}>{t('status.loading')}</p>
  } else if (response.total === 0) {
    message = (
      <>
        <p className={styles.empty}>{t('status.empty', { query: response.query })}</p>
        <p className={styles.emptyHint}>{t('status.emptyHint')}</p>
      </>
    )
  } else {
    message = (
      <p className={styles.found}>
        {t('status.found', { count: formatNumber(response.total, lang), query: response.query })}
        {response.total > shown && ` · ${t('status.shown', { shown: formatNumber(shown, lang) })}`}
      </p>
    )
  }
  return (
    <div role="status" className={styles.root}>
      {message}
    </div>
  )
}
