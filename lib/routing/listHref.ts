import type { NextRouter } from 'next/router'
import { listPathOfSelectionRoute } from './selectionRoute'

/** A list's language-free address as Next's links take it. */
export interface ListAddress {
  pathname: string
  query: Record<string, string | string[]>
}

/**
 * What a link or `router.push` to another selection of the list needs for a shallow update:
 * on the list's own page, the address itself; on the static page of a selection (the browser
 * opened `?page=2`), that same page route with the address shown as `as`, so Next stays on the
 * page instead of loading the list's other route. Either way the `<a href>` is the address.
 */
export function shallowListTarget(
  router: Pick<NextRouter, 'pathname' | 'query'>,
  address: ListAddress,
): { href: ListAddress; as?: ListAddress } {
  if (listPathOfSelectionRoute(router.pathname) === null) return { href: address }
  return {
    href: {
      pathname: router.pathname,
      query: { ...address.query, selection: String(router.query.selection) },
    },
    as: address,
  }
}
