import type { GetStaticProps } from 'next'
import {
  getProductSelectionPageProps,
  type ProductListPageProps,
} from '@/lib/catalogue/productList'
import { publicPageProps, selectionPagePaths, type PublicPageProps } from '@/lib/page/publicPage'

// `/th/product-list?brand=x&page=2` as a static page of its own: the site's server hands the
// address to this route as `/th/product-list/brand=x;page=2` (lib/routing/listAddress.ts), so
// its HTML shows those cards, facets and page links before any script runs.
export const getStaticPaths = selectionPagePaths

export const getStaticProps: GetStaticProps<PublicPageProps<ProductListPageProps>> = (context) =>
  publicPageProps(context, ['catalogue'], (lang, options) =>
    getProductSelectionPageProps(String(context.params?.selection), lang, options),
  )

export { default } from '../product-list'
