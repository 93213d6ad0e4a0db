import { fetchFrom, type ContentQuery, type ContentQueryResult } from './fetchFrom'
import { perspectiveOf, type LoadOptions } from './loadOptions'
import { contentSource } from './source'

/**
 * Runs one of the cms/queries with its parameters, in the perspective the options ask for.
 * The result type follows from the query, so a query cannot be paired with another's type.
 */
export function fetchContent<Query extends ContentQuery>(
  query: Query,
  params: Record<string, unknown>,
  options: LoadOptions = {},
): Promise<ContentQueryResult<Query>> {
  return fetchFrom(contentSource(), query, params, perspectiveOf(options))
}
