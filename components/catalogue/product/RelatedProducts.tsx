import { path } from '@/lib/routes'
import { useId } from 'react'
import { ProductGrid } from '@/components/catalogue/ProductGrid'
import { PageSection } from '@/components/common/PageSection'
import type { ProductCard as ProductCardData } from '@/lib/catalogue/productList'

/** The editors' related products as catalogue cards, and the way to the whole catalogue. */
export function RelatedProducts({ products }: { products: readonly ProductCardData[] }) {
  const headingId = useId()
  if (products.length === 0) return null
  return (
    <PageSection
      band="related"
      id={headingId}
      text="product:related"
      moreHref={path('productList')}
    >
      <ProductGrid products={products} layout="related" />
    </PageSection>
  )
}
