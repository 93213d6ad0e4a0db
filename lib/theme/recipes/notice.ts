import type { RecipeConfig } from '@pandacss/dev'

/**
 * A short notice about what the page shows instead of what was asked for (a year or a filter
 * the address named that has nothing to show): text on a pale orange ground, ruled at its start.
 */
export const noticeRecipe = {
  className: 'notice',
  base: {
    px: '4',
    py: '3',
    borderStartWidth: '4px',
    borderColor: 'orange.600',
    bg: 'orange.50',
    borderRadius: 'md',
  },
} satisfies RecipeConfig
