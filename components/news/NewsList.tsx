import { Box, Container, Text } from '@chakra-ui/react'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useEffect, useMemo, useRef } from 'react'
import type { NewsCard } from '@/lib/content/news'
import { newsListView } from '@/lib/news/listing'
import { NewsCategoryFilter } from './NewsCategoryFilter'
import { NewsGrid } from './NewsGrid'
import { NewsPagination } from './NewsPagination'

const NO_QUERY = {}

/**
 * The news list, filtered and paged by the URL (`?category=…&page=…`). The page is static, so
 * its HTML (and the hydrating render) is the first page of every category; once the router
 * knows the URL's query (`isReady`), the list follows it. Filter and page links change the URL
 * by shallow routing: no reload, no new data, and the address can be shared.
 */
export function NewsList({ items }: { items: readonly NewsCard[] }) {
  const { t } = useTranslation('news')
  const router = useRouter()
  const query = router.isReady ? router.query : NO_QUERY
  const view = useMemo(() => newsListView(items, query), [items, query])

  // After a page link, reading goes on at the top of the new page: focus (and so scroll to)
  // the summary above the cards. A filter link keeps its focus; the summary is announced.
  const summaryRef = useRef<HTMLParagraphElement>(null)
  const focusSummary = useRef(false)
  useEffect(() => {
    if (!focusSummary.current) return
    focusSummary.current = false
    summaryRef.current?.focus()
  }, [view.page, view.category])

  const summary =
    view.total === 0
      ? t('list.empty')
      : t(view.category ? 'list.summaryCategory' : 'list.summary', {
          from: view.from,
          to: view.to,
          total: view.total,
          category: view.category ? t(`categories.${view.category}`) : '',
        })

  return (
    <Container pb={{ base: '12', lg: '16' }}>
      <NewsCategoryFilter selected={view.category} />
      <Box role="status" data-testid="news-list-notices">
        {view.problems.map((problem) => (
          <Text
            key={problem}
            mt="4"
            px="4"
            py="3"
            borderStartWidth="4px"
            borderColor="orange.600"
            bg="orange.50"
            borderRadius="md"
          >
            {t(`notices.${problem}`, { page: view.page })}
          </Text>
        ))}
      </Box>
      <Text
        ref={summaryRef}
        tabIndex={-1}
        aria-live="polite"
        mt="6"
        mb="5"
        color="fg.muted"
        fontSize="sm"
        data-testid="news-list-summary"
      >
        {summary}
      </Text>
      {/* The first row's thumbnails load at once: one card on a phone, three from 1024 px. */}
      <NewsGrid items={view.items} aboveTheFold={3} />
      <Box mt={{ base: '8', lg: '12' }}>
        <NewsPagination
          category={view.category}
          page={view.page}
          pageCount={view.pageCount}
          onNavigate={() => {
            focusSummary.current = true
          }}
        />
      </Box>
    </Container>
  )
}
