import type { SlotRecipeConfig } from '@pandacss/dev'
import { focusRing } from '../focusRing'

/**
 * A bordered card in a grid (a product, an article, a category …). Its `link` is the card's one
 * link: its ::after covers the card, so the picture is a target too without a second link for
 * keyboards and screen readers; by default the focus ring goes round the whole card.
 */
export const cardSlotRecipe = {
  className: 'card',
  slots: ['root', 'body', 'link'],
  base: {
    root: {
      position: 'relative',
      h: 'full',
      bg: 'bg',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'lg',
      overflow: 'hidden',
      transitionProperty: 'box-shadow, border-color',
      transitionDuration: 'fast',
      _hover: { shadow: 'md' },
    },
    body: { p: { base: '3', md: '4' } },
    link: {
      color: 'fg',
      borderRadius: 'sm',
      _hover: { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '3px' },
      _after: { content: '""', position: 'absolute', inset: '0' },
    },
  },
  variants: {
    // Where the keyboard focus shows: a ring round the whole card, or the link's own ring with
    // the card lifted as on hover (a news card).
    focusRing: {
      card: {
        root: {
          '&:has(a:focus-visible)': focusRing,
        },
        link: { _focusVisible: { outline: 'none', boxShadow: 'none' } },
      },
      link: { root: { _focusWithin: { shadow: 'md' } } },
    },
  },
  defaultVariants: { focusRing: 'card' },
} satisfies SlotRecipeConfig
