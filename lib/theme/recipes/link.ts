import type { RecipeConfig } from '@pandacss/dev'

export const linkRecipe = {
  className: 'link',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    cursor: 'pointer',
    borderRadius: 'sm',
    textUnderlineOffset: '3px',
  },
  variants: {
    variant: {
      underline: { color: 'brand.fg', textDecoration: 'underline' },
      plain: { color: 'inherit', _hover: { textDecoration: 'underline' } },
    },
  },
  defaultVariants: { variant: 'plain' },
} satisfies RecipeConfig
