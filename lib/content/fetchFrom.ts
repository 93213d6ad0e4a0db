import type { SanityQueries } from '@sanity/client'
import type { ContentSource, Perspective } from './contentSource'

/** The text of one of the cms/queries, as TypeGen knows it (cms/sanity.types.ts). */
export type ContentQuery = keyof SanityQueries

/** What a query returns: TypeGen maps each query's text to its result type. */
export type ContentQueryResult<Query extends ContentQuery> = SanityQueries[Query]

/**
 * Runs one of the cms/queries on a given source, typed by the query: for code that is handed a
 * source (revalidation, tests). The source itself stays generic; this is where the types meet.
 */
export function fetchFrom<Query extends ContentQuery>(
  source: ContentSource,
  query: Query,
  params: Record<string, unknown>,
  perspective?: Perspective,
): Promise<ContentQueryResult<Query>> {
  return source.fetch<ContentQueryResult<Query>>(query, params, perspective)
}
