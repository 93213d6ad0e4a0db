import type { RecipeConfig } from '@pandacss/dev'

/** A link that looks like a button, for calls to action that navigate (`ButtonLink`). */
export const ctaLinkRecipe = {
  className: 'cta-link',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    h: '12',
    px: '6',
    borderRadius: 'md',
    fontWeight: 'semibold',
    borderWidth: '1px',
    transitionProperty: 'background-color, color',
    transitionDuration: 'fast',
  },
  variants: {
    variant: {
      solid: {
        bg: 'brand.solid',
        color: 'white',
        borderColor: 'brand.solid',
        _hover: { bg: 'brand.solidHover' },
      },
      light: { bg: 'white', color: 'brand.fg', borderColor: 'white', _hover: { bg: 'brand.50' } },
      outlineLight: {
        color: 'white',
        borderColor: 'white',
        _hover: { bg: 'rgba(255,255,255,0.12)' },
      },
    },
  },
  defaultVariants: { variant: 'solid' },
} satisfies RecipeConfig
