import type { RecipeConfig } from '@pandacss/dev'

/**
 * Cards in a grid of equal columns: one on phones, two on tablets, three from `lg` (`four`: and
 * four from `xl`). The news cards, the board's and the executives' people. The gaps are the
 * caller's.
 */
export const cardGridRecipe = {
  className: 'card-grid',
  base: {
    display: 'grid',
    gridTemplateColumns: {
      base: '1fr',
      md: 'repeat(2, minmax(0, 1fr))',
      lg: 'repeat(3, minmax(0, 1fr))',
    },
  },
  variants: {
    columns: {
      three: {},
      four: { gridTemplateColumns: { xl: 'repeat(4, minmax(0, 1fr))' } },
    },
  },
  defaultVariants: { columns: 'three' },
} satisfies RecipeConfig
