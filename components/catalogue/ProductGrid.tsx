import { css } from '@/styled-system/css'
import type { ProductCard as ProductCardData } from '@/lib/content/productList'
import { ProductCard } from './ProductCard'
import { ProductCardSkeleton } from './ProductCardSkeleton'

interface ProductGridProps {
  products: ProductCardData[]
  /** Show this many placeholders instead of the products (the next ones are loading). */
  skeletons?: number
}

// A phone shows the first row (two cards) on arrival; beside the sidebar a row holds three.
const CARDS_IN_FIRST_ROW = 3

const grid = css({
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: {
    base: 'repeat(2, minmax(0, 1fr))',
    tablet: 'repeat(3, minmax(0, 1fr))',
  },
  gap: { base: '3', md: '5' },
})

/** The list's cards: two to a row on phones, three beside the sidebar. */
export function ProductGrid({ products, skeletons = 0 }: ProductGridProps) {
  return (
    <ul className={grid} data-testid="product-grid">
      {skeletons > 0
        ? Array.from({ length: skeletons }, (_, index) => (
            <li key={`skeleton-${index}`}>
              <ProductCardSkeleton />
            </li>
          ))
        : products.map((product, index) => (
            <li key={product._id}>
              <ProductCard product={product} aboveTheFold={index < CARDS_IN_FIRST_ROW} />
            </li>
          ))}
    </ul>
  )
}
