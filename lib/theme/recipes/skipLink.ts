import type { RecipeConfig } from '@pandacss/dev'

/**
 * The link that jumps over the header to the page's content: out of sight above the window
 * until the keyboard focuses it. The public site (components/layout/SkipLink) and the admin
 * console's frame (adminRecipes/shell) both use it; each draws its own focus ring.
 */
export const skipLinkRecipe = {
  className: 'skip-link',
  base: {
    position: 'absolute',
    insetStart: '4',
    top: '-20',
    zIndex: 'progress',
    px: '4',
    py: '2',
    bg: 'brand.solid',
    color: 'white',
    borderRadius: 'md',
    _focusVisible: { top: '2' },
  },
} satisfies RecipeConfig
