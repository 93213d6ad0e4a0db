import type { SlotRecipeConfig } from '@pandacss/dev'

/**
 * A section's heading with its introduction and, across from them, the way to the whole list
 * ("All news", "Investor relations"). `page` sections of the home page; `related` blocks under
 * an article or a product.
 */
export const sectionHeaderSlotRecipe = {
  className: 'section-header',
  slots: ['root', 'intro', 'more'],
  base: {
    root: {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'space-between',
    },
    intro: { mt: '2', color: 'fg.muted' },
    more: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      color: 'brand.fg',
      fontWeight: 'semibold',
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      borderRadius: 'sm',
    },
  },
  variants: {
    kind: {
      section: { root: { alignItems: 'flex-end', gap: '4', mb: '8' } },
      related: { root: { alignItems: 'baseline', gap: '3', mb: '6' } },
    },
    /** A long introduction keeps to a readable measure; a one-liner may run wider. */
    introWidth: {
      prose: { intro: { maxW: 'prose' } },
      full: {},
    },
  },
  defaultVariants: { kind: 'section', introWidth: 'prose' },
} satisfies SlotRecipeConfig
