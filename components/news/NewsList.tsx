import { useRouter } from 'next/router'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useEffect, useMemo, useRef } from 'react'
import { css, cx } from '@/styled-system/css'
import { link } from '@/styled-system/recipes'
import { container } from '@/styled-system/patterns'
import { Link } from '@/components/common/Link'
import { Notice } from '@/components/investors/Notice'
import { formatYear } from '@/lib/i18n/format'
import type { NewsCard } from '@/lib/news/news'
import { newsListHref, newsListView } from '@/lib/news/listing'
import { shallowListTarget } from '@/lib/routing/listHref'
import { NewsCategoryFilter } from './NewsCategoryFilter'
import { NewsGrid } from './NewsGrid'
import { NewsPagination } from './NewsPagination'

const styles = {
  root: container({ pb: { base: '12', lg: '16' } }),
  notice: css({ mt: '4' }),
  summary: css({ mt: '6', mb: '5', color: 'fg.muted', fontSize: 'sm' }),
  allYears: cx(link({ variant: 'underline' }), css({ ml: '2' })),
  pagination: css({ mt: { base: '8', lg: '12' } }),
}

interface NewsListProps {
  items: readonly NewsCard[]
  /** The category and page the static page was rendered with. */
  initialQuery?: Record<string, string | string[]>
}

/**
 * The news list, filtered and paged by the URL (`?category=…&year=…&page=…`). Each category and page
 * has a static page of its own, whose HTML (and hydrating render) shows `initialQuery`; once the
 * router knows the URL's query (`isReady`), the list follows it. Filter and page links change
 * the URL by shallow routing: no reload, no new data, and the address can be shared.
 */
export function NewsList({ items, initialQuery = {} }: NewsListProps) {
  const { t, lang } = useTranslation('news')
  const { t: tCategory } = useTranslation('newsCategories')
  const router = useRouter()
  const query = router.isReady ? router.query : initialQuery
  const view = useMemo(() => newsListView(items, query), [items, query])

  // After a page link, reading goes on at the top of the new page: focus (and so scroll to)
  // the summary above the cards. A filter link keeps its focus; the summary is announced.
  const summaryRef = useRef<HTMLParagraphElement>(null)
  const focusSummary = useRef(false)
  useEffect(() => {
    if (!focusSummary.current) return
    focusSummary.current = false
    summaryRef.current?.focus()
  }, [view.page, view.category, view.year])

  const values = {
    from: view.from,
    to: view.to,
    total: view.total,
    category: view.category ? tCategory(view.category) : '',
    year: view.year === null ? '' : formatYear(view.year, lang),
  }
  const summary =
    view.total === 0
      ? t(view.year === null ? 'list.empty' : 'list.emptyYear', values)
      : view.year === null
        ? t(view.category ? 'list.summaryCategory' : 'list.summary', values)
        : t(view.category ? 'list.summaryCategoryYear' : 'list.summaryYear', values)

  return (
    <div className={styles.root}>
      <NewsCategoryFilter selected={view.category} year={view.year} />
      <div role="status" data-testid="news-list-notices">
        {view.problems.map((problem) => (
          <Notice key={problem} className={styles.notice}>
            {t(`notices.${problem}`, { page: view.page })}
          </Notice>
        ))}
      </div>
      <p
        ref={summaryRef}
        tabIndex={-1}
        aria-live="polite"
        className={styles.summary}
        data-testid="news-list-summary"
      >
        {summary}
        {view.year !== null && (
          <Link
            {...shallowListTarget(router, newsListHref({ category: view.category, page: 1 }))}
            shallow
            scroll={false}
            className={styles.allYears}
          >
            {t('filter.allYears')}
          </Link>
        )}
      </p>
      {/* The first row's thumbnails load at once: one card on a phone, three from 1024 px. */}
      <NewsGrid items={view.items} aboveTheFold={3} />
      <div className={styles.pagination}>
        <NewsPagination
          category={view.category}
          year={view.year}
          page={view.page}
          pageCount={view.pageCount}
          onNavigate={() => {
            focusSummary.current = true
          }}
        />
      </div>
    </div>
  )
}
