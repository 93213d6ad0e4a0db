import type { RecipeConfig } from '@pandacss/dev'

/**
 * A link onwards set in the brand colour with an icon beside its words, underlined on hover:
 * a home-page section card's way in, a business line's "Explore", a brand's website. Its place
 * in the card (`mt: 'auto'` at the foot, a touch-sized `minH`) is the caller's.
 */
export const actionLinkRecipe = {
  className: 'action-link',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    color: 'brand.fg',
    fontWeight: 'semibold',
    borderRadius: 'sm',
    _hover: { textDecoration: 'underline' },
  },
} satisfies RecipeConfig
