import type { RecipeConfig } from '@pandacss/dev'

/** The square icon button that closes a dialog, a drawer or a panel. */
export const closeButtonRecipe = {
  className: 'close-button',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSize: '10',
    borderRadius: 'md',
    cursor: 'pointer',
    bg: 'bg',
    color: 'fg',
    _hover: { bg: 'bg.muted' },
  },
} satisfies RecipeConfig
