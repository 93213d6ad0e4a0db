import { useRouter } from 'next/router'
import { useCallback, useEffect, useMemo } from 'react'
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

export interface ListSelectionState {
  /** False on the server and while hydrating: the URL's query is not known yet. */
  isReady: boolean
  selection: ProductListSelection
  /** What the address asked for that the list cannot honour (shown as notices). */
  problems: SelectionProblem[]
  /** Shows another selection: a new history entry, by shallow routing (no reload, no props). */
  navigate: (selection: ProductListSelection) => Promise<boolean>
}

/**
 * The product list's selection, read from the URL once the router knows its query (a static
 * page renders without it). An address without `country` gets the visitor's remembered
 * country, written into the address so it can be shared as seen.
 */
export function useListSelection(known: KnownFacetValues): ListSelectionState {
  const router = useRouter()
  const storedCountry = useStoredCountry()
  const parsed = useMemo(
    () => (router.isReady ? selectionFromQuery(router.query, known) : null),
    [router.isReady, router.query, known],
  )
  const restoredCountry =
    parsed !== null &&
    router.query.country === undefined &&
    storedCountry &&
    known.country.includes(storedCountry)
      ? storedCountry
      : null
  const selection = useMemo(() => {
    if (parsed === null) return EMPTY_SELECTION
    return restoredCountry ? withCountry(parsed.selection, restoredCountry) : parsed.selection
  }, [parsed, restoredCountry])

  useEffect(() => {
    if (restoredCountry === null) return
    void router.replace(productListHref(selection), undefined, { shallow: true, scroll: false })
  }, [restoredCountry, selection, router])

  const navigate = useCallback(
    (next: ProductListSelection) =>
      router.push(productListHref(next), undefined, { shallow: true, scroll: false }),
    [router],
  )

  return { isReady: parsed !== null, selection, problems: parsed?.problems ?? [], navigate }
}
