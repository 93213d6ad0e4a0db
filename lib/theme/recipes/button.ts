import type { RecipeConfig } from '@pandacss/dev'

export const buttonRecipe = {
  className: 'button',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'transparent',
    fontWeight: 'semibold',
    lineHeight: 'shorter',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'background-color, color, border-color',
    transitionDuration: 'fast',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: { bg: 'brand.solid', color: 'white', _hover: { bg: 'brand.solidHover' } },
      outline: { borderColor: 'currentColor', color: 'brand.fg', _hover: { bg: 'brand.subtle' } },
      ghost: { color: 'inherit', _hover: { bg: 'bg.muted' } },
    },
    size: {
      sm: { h: '9', minW: '9', px: '3', fontSize: 'sm' },
      md: { h: '10', minW: '10', px: '4', fontSize: 'md' },
      lg: { h: '12', minW: '12', px: '6', fontSize: 'lg' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
} satisfies RecipeConfig
