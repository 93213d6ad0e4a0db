import { useTranslation } from '@/lib/i18n/useTranslation'
import { Link } from '@/components/common/Link'
import { css, cx } from '@/styled-system/css'
import { link, notice } from '@/styled-system/recipes'
import { searchPageHref, type SearchPageProblem } from '@/lib/search/searchPageQuery'

const styles = {
  root: notice(),
  title: css({ fontWeight: 'semibold' }),
  fallback: cx(link({ variant: 'underline' }), css({ mt: '2' })),
}

interface SearchPageNoticeProps {
  problem: SearchPageProblem | null
  query: string
}

/**
 * What went wrong: a parameter of the address (with a link to the first page of the same
 * search), or the search itself, which failed.
 */
export function SearchPageNotice({ problem, query }: SearchPageNoticeProps) {
  const { t } = useTranslation('searchPage')
  if (problem === null) {
    return (
      <div role="alert" className={styles.root}>
        {t('errors.unavailable')}
      </div>
    )
  }
  const { code, ...values } = problem
  return (
    <div role="alert" className={styles.root} data-problem={code}>
      <p className={styles.title}>{t('errors.title')}</p>
      <p>{t(`errors.${code}`, values)}</p>
      {query !== '' && (
        <Link href={searchPageHref({ q: query, type: null, page: 1 })} className={styles.fallback}>
          {t('errors.fallback')}
        </Link>
      )}
    </div>
  )
}
