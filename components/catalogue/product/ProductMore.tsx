import type { ProductPage } from '@/lib/catalogue/product'
import { ProductCountries } from './ProductCountries'
import { ProductResellers } from './ProductResellers'
import { RelatedProducts } from './RelatedProducts'

/** Under a product's pictures and facts: where it is sold, where to buy it, related products. */
export function ProductMore({ product }: { product: ProductPage }) {
  return (
    <>
      <ProductCountries countries={product.countries} />
      <ProductResellers resellers={product.resellers} />
      <RelatedProducts products={product.related} />
    </>
  )
}
