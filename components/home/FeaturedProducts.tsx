import { ProductGrid } from '@/components/catalogue/ProductGrid'
import { PageSection } from '@/components/common/PageSection'
import type { ProductCard as ProductCardData } from '@/lib/catalogue/productList'

export function FeaturedProducts({ products }: { products: ProductCardData[] }) {
  if (products.length === 0) return null
  return (
    <PageSection
      band="following"
      id="home-featured-title"
      text="home:featured"
      // A one-line introduction (the Thai one is longer than the usual reading width and
      // stays on one line on wide screens).
      introWidth="full"
    >
      <ProductGrid products={products} layout="featured" />
    </PageSection>
  )
}
