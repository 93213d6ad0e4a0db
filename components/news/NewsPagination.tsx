import { Pagination } from '@/components/common/Pagination'
import type { NewsCategory } from '@/lib/news/news'
import { newsListHref } from '@/lib/news/listing'

interface NewsPaginationProps {
  category: NewsCategory | null
  year?: number | null
  page: number
  pageCount: number
  /** Called before the (shallow) navigation a page link starts. */
  onNavigate?: () => void
}

/** Page links of the news list (`?page=n`, the category and year kept). */
export function NewsPagination({ category, year = null, ...props }: NewsPaginationProps) {
  return (
    <Pagination
      {...props}
      namespace="news"
      hrefFor={(page) => newsListHref({ category, year, page })}
    />
  )
}
