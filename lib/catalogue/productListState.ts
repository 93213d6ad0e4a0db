import type { ProductListResult } from './productList'

/** What the catalogue shows from: the fields of a TanStack Query result it uses. */
export interface ProductListState {
  data: ProductListResult | undefined
  /** An earlier selection's answer shown while this one loads. */
  isPlaceholderData: boolean
  isPending: boolean
  isError: boolean
  /** Why the last request failed: the request helper's `RequestError` or `HttpError`. */
  error: Error | null
  refetch: () => void
}

/** The unfiltered first page the static page was rendered with: nothing to load. */
export function staticProductList(initial: ProductListResult): ProductListState {
  return {
    data: initial,
    isPlaceholderData: false,
    isPending: false,
    isError: false,
    error: null,
    refetch() {},
  }
}

/**
 * Another selection, before the code that loads it has arrived: the static page stays in place,
 * shown as loading, as TanStack Query's placeholder would be.
 */
export function awaitingProductList(initial: ProductListResult): ProductListState {
  return {
    data: initial,
    isPlaceholderData: true,
    isPending: true,
    isError: false,
    error: null,
    refetch() {},
  }
}
