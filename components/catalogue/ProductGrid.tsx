import { css, cx } from '@/styled-system/css'
import { balancedGrid } from '@/styled-system/recipes'
import type { ProductCard as ProductCardData } from '@/lib/catalogue/productList'
import { ProductCard } from './ProductCard'
import { ProductCardSkeleton } from './ProductCardSkeleton'

// Each list of product cards: its grid (a class known at build time), its test id, and how many
// of its cards are in view on arrival (their pictures load at once).
const LAYOUTS = {
  // The catalogue: two to a row on phones, three beside the sidebar. A phone shows the first row
  // (two cards) on arrival; beside the sidebar a row holds three.
  catalogue: {
    grid: cx(
      balancedGrid({ columns: 'twoThenThreeFromTablet' }),
      css({ gap: { base: '3', md: '5' } }),
    ),
    testId: 'product-grid',
    aboveTheFold: 3,
  },
  // The home page's featured products: two to a row, four from `lg`.
  featured: {
    grid: cx(balancedGrid({ columns: 'twoThenFour' }), css({ gap: { base: '3', md: '5' } })),
    testId: undefined,
    aboveTheFold: 0,
  },
  // A product's related products, under the page.
  related: {
    grid: cx(
      balancedGrid({ columns: 'twoThenFour' }),
      css({ p: '0', gap: { base: '4', lg: '6' } }),
    ),
    testId: 'related-products',
    aboveTheFold: 0,
  },
}

interface ProductGridProps {
  products: readonly ProductCardData[]
  /** Show this many placeholders instead of the products (the next ones are loading). */
  skeletons?: number
  layout?: keyof typeof LAYOUTS
}

/** Product cards in a grid. */
export function ProductGrid({ products, skeletons = 0, layout = 'catalogue' }: ProductGridProps) {
  const { grid, testId, aboveTheFold } = LAYOUTS[layout]
  return (
    <ul className={grid} data-testid={testId}>
      {skeletons > 0
        ? Array.from({ length: skeletons }, (_, index) => (
            <li key={`skeleton-${index}`}>
              <ProductCardSkeleton />
            </li>
          ))
        : products.map((product, index) => (
            <li key={product._id}>
              <ProductCard product={product} aboveTheFold={index < aboveTheFold} />
            </li>
          ))}
    </ul>
  )
}
