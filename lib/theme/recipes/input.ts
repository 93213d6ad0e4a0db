import type { RecipeConfig } from '@pandacss/dev'

export const inputRecipe = {
  className: 'input',
  base: {
    width: 'full',
    h: '12',
    px: '4',
    fontSize: 'md',
    bg: 'bg',
    color: 'fg',
    borderWidth: '1px',
    borderColor: 'gray.300',
    borderRadius: 'md',
    _placeholder: { color: 'fg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', borderColor: 'focusRing' },
  },
} satisfies RecipeConfig
