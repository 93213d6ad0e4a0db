import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ProductListResult } from '@/lib/content/productList'
import type { Lang } from '@/lib/i18n/lang'
import { selectionKey, type ProductListSelection } from './listSelection'

/** A refusal of `/api/products`, with its status and message. */
export class ProductListError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'ProductListError'
  }
}

export function productListQueryKey(lang: Lang, selection: ProductListSelection) {
  return ['product-list', lang, selectionKey(selection)] as const
}

export async function fetchProductList(
  lang: Lang,
  selection: ProductListSelection,
  signal?: AbortSignal,
): Promise<ProductListResult> {
  const filters = selectionKey(selection)
  const response = await fetch(`/api/products?lang=${lang}${filters ? `&${filters}` : ''}`, {
    signal,
    headers: { accept: 'application/json' },
  })
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null)
    const message =
      typeof body === 'object' &&
      body !== null &&
      'message' in body &&
      typeof body.message === 'string'
        ? body.message
        : response.statusText
    throw new ProductListError(response.status, message)
  }
  return response.json() as Promise<ProductListResult>
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
    retry: (failureCount, error) =>
      !(error instanceof ProductListError && error.status < 500) && failureCount < 3,
  })
}
