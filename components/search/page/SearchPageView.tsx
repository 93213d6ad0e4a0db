import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import type { Lang } from '@/lib/i18n/lang'
import type { SearchPageProps } from '@/lib/search/searchPageProps'
import { SearchPageForm } from './SearchPageForm'
import { SearchPageNotice } from './SearchPageNotice'
import { SearchPageResults } from './SearchPageResults'

const styles = {
  root: container({ pb: { base: '12', lg: '16' } }),
  notice: css({ mt: '6' }),
  start: css({ mt: '6', color: 'fg.muted' }),
}

type SearchPageViewProps = Omit<SearchPageProps, 'layout'> & { lang: Lang }

/** The search page below its heading: the form, then results, a notice, or where to start. */
export function SearchPageView({
  lang,
  formQuery,
  query,
  problem,
  results,
  isUnavailable,
}: SearchPageViewProps) {
  const { t } = useTranslation('searchPage')
  return (
    <div className={styles.root}>
      <SearchPageForm lang={lang} query={formQuery} />
      {problem || isUnavailable ? (
        <div className={styles.notice}>
          <SearchPageNotice problem={problem} query={formQuery} />
        </div>
      ) : query && results ? (
        <SearchPageResults query={query} results={results} lang={lang} />
      ) : (
        <p className={styles.start}>{t('start')}</p>
      )}
    </div>
  )
}
