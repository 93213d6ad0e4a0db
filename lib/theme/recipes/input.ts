import type { RecipeConfig } from '@pandacss/dev'
import { focusRing } from '../focusRing'

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
    // The ring hugs the field (no offset): its halo then shows as one white band outside it.
    _focusVisible: { ...focusRing, outlineOffset: '0', borderColor: 'focusRing' },
  },
} satisfies RecipeConfig
