import { perspectiveOf, type LoadOptions } from './loadOptions'
import { contentSource } from './source'

/** Runs one of the cms/queries with its parameters, in the perspective the options ask for. */
export function fetchContent<Result>(
  query: string,
  params: Record<string, unknown>,
  options: LoadOptions = {},
): Promise<Result> {
  return contentSource().fetch<Result>(query, params, perspectiveOf(options))
}
