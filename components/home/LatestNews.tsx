import { PageSection } from '@/components/common/PageSection'
import { NewsGrid } from '@/components/news/NewsGrid'
import type { NewsCard } from '@/lib/news/news'
import { path } from '@/lib/routes'

/** The three newest articles, as the news list shows them, and the way to the rest. */
export function LatestNews({ items }: { items: NewsCard[] }) {
  if (items.length === 0) return null
  return (
    <PageSection band="following" id="home-news-title" text="home:news" moreHref={path('news')}>
      <NewsGrid items={items} headingLevel="h3" />
    </PageSection>
  )
}
