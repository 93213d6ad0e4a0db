import type { RecipeConfig } from '@pandacss/dev'

export const headingRecipe = {
  className: 'heading',
  base: { fontFamily: 'heading', fontWeight: 'bold', lineHeight: 'short', color: 'fg' },
  variants: {
    size: {
      md: { fontSize: 'lg' },
      lg: { fontSize: { base: 'xl', md: '2xl' } },
      xl: { fontSize: { base: '2xl', md: '3xl' } },
      '2xl': { fontSize: { base: '3xl', md: '4xl', xl: '5xl' }, lineHeight: 'shorter' },
    },
  },
  defaultVariants: { size: 'xl' },
} satisfies RecipeConfig
