import { fetchFrom, type ContentQuery, type ContentQueryResult } from './fetchFrom'
import { perspectiveOf, type LoadOptions } from './loadOptions'
import { withPublicationNow } from './publicationClock'
import { contentSource } from './source'

/**
 * Runs one of the cms/queries with its parameters, in the perspective the options ask for.
 * The result type follows from the query, so a query cannot be paired with another's type.
 * A query that hides documents until their "public from" gets `$now` here.
 */
export async function fetchContent<Query extends ContentQuery>(
  query: Query,
  params: Record<string, unknown>,
  options: LoadOptions = {},
): Promise<ContentQueryResult<Query>> {
  const source = contentSource()
  const perspective = perspectiveOf(options)
  const withNow = await withPublicationNow(source, query, params, perspective)
  return fetchFrom(source, query, withNow, perspective)
}
