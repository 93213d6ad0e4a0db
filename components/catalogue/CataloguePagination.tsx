import { Pagination } from '@/components/common/Pagination'
import { productListHref, withPage, type ProductListSelection } from '@/lib/catalogue/listSelection'

interface CataloguePaginationProps {
  selection: ProductListSelection
  page: number
  pageCount: number
  /** Called before the (shallow) navigation a page link starts. */
  onNavigate?: () => void
}

/** Page links of the product list (`?page=n`, the filters kept). */
export function CataloguePagination({ selection, ...props }: CataloguePaginationProps) {
  return (
    <Pagination
      {...props}
      namespace="catalogue"
      hrefFor={(page) => productListHref(withPage(selection, page))}
    />
  )
}
