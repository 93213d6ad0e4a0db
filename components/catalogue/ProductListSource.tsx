import { useEffect } from 'react'
import { QueryProvider } from '@/components/query/QueryProvider'
import { useProductList, type UseProductListOptions } from '@/lib/catalogue/useProductList'
import type { ProductListState } from '@/lib/catalogue/productListState'

interface ProductListSourceProps extends UseProductListOptions {
  onState: (state: ProductListState) => void
}

function LiveProductList({ onState, ...options }: ProductListSourceProps) {
  const { data, isPlaceholderData, isPending, isError, error, refetch } = useProductList(options)
  useEffect(() => {
    onState({ data, isPlaceholderData, isPending, isError, error, refetch: () => void refetch() })
  }, [onState, data, isPlaceholderData, isPending, isError, error, refetch])
  return null
}

/**
 * The catalogue's data from `/api/products` through TanStack Query, reported to the catalogue.
 * It renders nothing: loading it later never remounts the list a visitor is using.
 */
export function ProductListSource(props: ProductListSourceProps) {
  return (
    <QueryProvider>
      <LiveProductList {...props} />
    </QueryProvider>
  )
}
