import { useRouter } from 'next/router'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { shallowListTarget } from '@/lib/routing/listHref'
import { useStoredCountry } from './countryPreference'
import {
  EMPTY_SELECTION,
  productListHref,
  selectionFromQuery,
  withCountry,
  type KnownFacetValues,
  type ProductListSelection,
  type SelectionProblem,
} from './listSelection'

interface PendingChoice {
  next: ProductListSelection
  /** The address (`asPath`) the choice was made on. */
  from: string
}

export interface ListSelectionState {
  /** False on the server and while hydrating: the URL's query is not known yet. */
  isReady: boolean
  selection: ProductListSelection
  /** What the address asked for that the list cannot honour (shown as notices). */
  problems: SelectionProblem[]
  /** Shows another selection: a new history entry, by shallow routing (no reload, no props). */
  navigate: (selection: ProductListSelection) => Promise<boolean>
}

const NO_PROBLEMS: SelectionProblem[] = []

/**
 * The product list's selection, read from the URL once the router knows its query; until then
 * (on the server and while hydrating) the one the static page was rendered with. An address
 * without `country` gets the visitor's remembered country, written into the address so it can
 * be shared as seen.
 */
export function useListSelection(
  known: KnownFacetValues,
  pageSelection: ProductListSelection = EMPTY_SELECTION,
  pageProblems: SelectionProblem[] = NO_PROBLEMS,
): ListSelectionState {
  const router = useRouter()
  const storedCountry = useStoredCountry()
  const parsed = useMemo(
    () => (router.isReady ? selectionFromQuery(router.query, known) : null),
    [router.isReady, router.query, known],
  )
  // A choice shows at once (a ticked box stays ticked, its list starts loading) while the
  // router is still on the address it was made on; once the address moves (to the choice, or
  // back in history) the address is the truth again.
  const [pending, setPending] = useState<PendingChoice | null>(null)
  const isPending = pending !== null && pending.from === router.asPath
  if (pending !== null && !isPending) setPending(null)

  // Not while a choice is on its way: picking a country stores it before the address has it.
  const restoredCountry =
    !isPending &&
    parsed !== null &&
    router.query.country === undefined &&
    storedCountry &&
    known.country.includes(storedCountry)
      ? storedCountry
      : null
  const fromUrl = useMemo(() => {
    if (parsed === null) return pageSelection
    return restoredCountry ? withCountry(parsed.selection, restoredCountry) : parsed.selection
  }, [parsed, restoredCountry, pageSelection])
  const selection = isPending ? pending.next : fromUrl

  useEffect(() => {
    if (restoredCountry === null) return
    const { href, as } = shallowListTarget(router, productListHref(fromUrl))
    void router.replace(href, as, { shallow: true, scroll: false })
  }, [restoredCountry, fromUrl, router])

  const navigate = useCallback(
    (next: ProductListSelection) => {
      setPending({ next, from: router.asPath })
      const { href, as } = shallowListTarget(router, productListHref(next))
      return router.push(href, as, { shallow: true, scroll: false })
    },
    [router],
  )

  return {
    isReady: parsed !== null,
    selection,
    // Problems belong to the address they were read from, not to a choice made since.
    problems: isPending ? NO_PROBLEMS : (parsed?.problems ?? pageProblems),
    navigate,
  }
}
