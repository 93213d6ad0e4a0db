import type { RecipeConfig } from '@pandacss/dev'

/** Three to a row from this breakpoint (two from `md`, one below). */
const threeFrom = (bp: 'lg' | 'xl') => ({
  gridTemplateColumns: { [bp]: 'repeat(6, minmax(0, 1fr))' },
  '& > *': { gridColumn: { [bp]: 'span 2' } },
  '& > :last-child:nth-child(odd)': { gridColumn: { md: '1 / -1', [bp]: 'span 2' } },
  '&:has(> :last-child:nth-child(3n+1)) > :nth-last-child(-n+4)': {
    gridColumn: { [bp]: 'span 3' },
  },
  '&:has(> :last-child:nth-child(3n+2)) > :nth-last-child(-n+2)': {
    gridColumn: { [bp]: 'span 3' },
  },
})

/**
 * Cards whose last row is never one lonely card: one to a row on phones, two from `md`, three
 * from `threeFrom` on six tracks, two to a card. At two, an odd last card spans the row; at
 * three, a last row of one becomes two rows of two and a row of two shares the width. The home
 * page's section cards, the investor pages' cards and the contact page's offices. The gaps are
 * the caller's.
 */
export const balancedGridRecipe = {
  className: 'balanced-grid',
  base: {
    display: 'grid',
    listStyleType: 'none',
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  },
  variants: {
    threeFrom: { lg: threeFrom('lg'), xl: threeFrom('xl') },
  },
  defaultVariants: { threeFrom: 'xl' },
} satisfies RecipeConfig
