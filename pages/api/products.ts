import { createProductListHandler } from '@/lib/catalogue/productListApi'
import { getKnownFacetValues, getProductList } from '@/lib/catalogue/productList'

/** The product list for the page's filters (see lib/catalogue/productListApi.ts). */
export default createProductListHandler({ knownValues: getKnownFacetValues, load: getProductList })
