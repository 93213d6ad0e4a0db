import { PageSection } from '@/components/common/PageSection'
import type { NewsCard } from '@/lib/news/news'
import { NEWS_LIST_PATH } from '@/lib/news/listing'
import { NewsGrid } from './NewsGrid'

/** More news under the article: the same category first, and a way back to the whole list. */
export function RelatedNews({ items }: { items: readonly NewsCard[] }) {
  if (items.length === 0) return null
  return (
    <PageSection
      band="related"
      id="related-news-title"
      text="news:related"
      moreHref={NEWS_LIST_PATH}
    >
      <NewsGrid items={items} headingLevel="h3" />
    </PageSection>
  )
}
