import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ProductListResult } from './productList'
import { CLIENT_REQUEST_TIMEOUT_MS, request } from '@/lib/http/request'
import { isRefusal } from '@/lib/http/requestErrorMessage'
import type { Lang } from '@/lib/i18n/lang'
import { selectionKey, type ProductListSelection } from './listSelection'
import { STATIC_ROUTES } from '@/lib/routes'

export function productListQueryKey(lang: Lang, selection: ProductListSelection) {
  return ['product-list', lang, selectionKey(selection)] as const
}

/** Rejects with the request helper's `RequestError` or `HttpError` (its body in `data`). */
export function fetchProductList(
  lang: Lang,
  selection: ProductListSelection,
  signal?: AbortSignal,
): Promise<ProductListResult> {
  const filters = selectionKey(selection)
  return request<ProductListResult>(
    `${STATIC_ROUTES.productsApi}?lang=${lang}${filters ? `&${filters}` : ''}`,
    {
      signal,
      timeout: CLIENT_REQUEST_TIMEOUT_MS,
    },
  )
}

// The catalogue changes when editors publish, not while someone browses it.
const FIVE_MINUTES = 5 * 60 * 1000

export interface UseProductListOptions {
  lang: Lang
  selection: ProductListSelection
  /** The list the static page was rendered with, */
  initial: ProductListResult
  /** for this selection. */
  initialSelection: ProductListSelection
}

/**
 * The product list for a selection from `/api/products`. The static page's own selection starts
 * from the page's own data (no request); while another selection loads, the previous answer
 * stays as placeholder (`isPlaceholderData`), so facets keep their place. A refusal (4xx) is
 * not retried: asking again would get the same answer.
 */
export function useProductList({
  lang,
  selection,
  initial,
  initialSelection,
}: UseProductListOptions) {
  return useQuery({
    queryKey: productListQueryKey(lang, selection),
    queryFn: ({ signal }) => fetchProductList(lang, selection, signal),
    initialData: selectionKey(selection) === selectionKey(initialSelection) ? initial : undefined,
    placeholderData: keepPreviousData,
    staleTime: FIVE_MINUTES,
    refetchOnWindowFocus: false,
    retry: (failureCount, error) => !isRefusal(error) && failureCount < 3,
  })
}
