import type { RecipeConfig } from '@pandacss/dev'

/** A small label: a news category, an event's kind, a document's type. */
export const badgeRecipe = {
  className: 'badge',
  base: {
    display: 'inline-block',
    px: '2',
    py: '0.5',
    borderRadius: 'sm',
    fontSize: 'xs',
    fontWeight: 'semibold',
    lineHeight: 'moderate',
  },
  variants: {
    tone: {
      brand: { bg: 'brand.subtle', color: 'brand.fg' },
      neutral: { bg: 'bg.muted', color: 'fg' },
      gold: { bg: 'gold.100', color: 'gray.900' },
    },
  },
  defaultVariants: { tone: 'brand' },
} satisfies RecipeConfig
