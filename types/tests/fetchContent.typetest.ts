// Compiled by `npm run typecheck`, never run. If fetchContent stopped inferring a query's result
// from the query (TypeGen's SanityQueries), the directives below would be unused and fail.
import { newsBySlugQuery, newsSlugsQuery } from '@/cms/queries/news'
import { productListQuery } from '@/cms/queries/products'
import type {
  NewsBySlugQueryResult,
  NewsSlugsQueryResult,
  ProductListQueryAllFiltersResult,
} from '@/cms/sanity.types'
import { fetchContent } from '@/lib/content/fetchContent'

export async function resultsFollowTheirQueries() {
  const item: NewsBySlugQueryResult = await fetchContent(newsBySlugQuery, {})
  const slugs: NewsSlugsQueryResult = await fetchContent(newsSlugsQuery, {})
  // A built variant of the catalogue's list query has the all-filters query's result.
  const page: ProductListQueryAllFiltersResult = await fetchContent(
    productListQuery('newest', []),
    {},
  )

  // @ts-expect-error: the slugs query's result is not a news item
  const wrong: NewsBySlugQueryResult = await fetchContent(newsSlugsQuery, {})

  // @ts-expect-error: a query TypeGen has not seen has no result type
  await fetchContent('*[_type == "news"]', {})

  // @ts-expect-error: the result type comes from the query, not from a type argument
  await fetchContent<NewsBySlugQueryResult>(newsBySlugQuery, {})

  return { item, slugs, page, wrong }
}
