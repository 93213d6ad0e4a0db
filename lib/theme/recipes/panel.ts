import type { RecipeConfig } from '@pandacss/dev'

/**
 * A bordered block set apart from the page: a form's or a setting's panel (`subtle`, on the
 * light grey of the page's quieter surfaces) or a card standing alone on the page (`plain`). Its
 * padding and width are the caller's.
 */
export const panelRecipe = {
  className: 'panel',
  base: { borderWidth: '1px', borderColor: 'border', borderRadius: 'lg' },
  variants: {
    tone: {
      subtle: { bg: 'bg.subtle' },
      plain: { bg: 'bg' },
    },
  },
  defaultVariants: { tone: 'subtle' },
} satisfies RecipeConfig
