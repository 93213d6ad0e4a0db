import type { SlotRecipeConfig } from '@pandacss/dev'

/**
 * A brand's card: a banner across its top (the caller's), then its logo — a framed tile, raised
 * over the banner's lower edge by the caller — beside its name and text from `md`, one above the
 * other below. `panel`: a brand of a business line's page; `header`: the brand heading the
 * catalogue when it is the one chosen. The logo's width and the body's top padding are the
 * caller's.
 */
export const brandCardSlotRecipe = {
  className: 'brand-card',
  slots: ['root', 'body', 'logo', 'text'],
  base: {
    root: {
      bg: 'bg',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'xl',
      overflow: 'hidden',
    },
    body: { display: 'flex', flexDirection: { base: 'column', md: 'row' } },
    logo: {
      flexShrink: 0,
      position: 'relative',
      borderWidth: '4px',
      borderColor: 'bg',
      borderRadius: 'lg',
      overflow: 'hidden',
      bg: 'bg',
      shadow: 'md',
      alignSelf: 'flex-start',
    },
    text: { flex: '1', minW: '0' },
  },
  variants: {
    size: {
      panel: {
        body: {
          gap: { base: '4', md: '8' },
          px: { base: '5', lg: '8' },
          pb: { base: '5', lg: '8' },
        },
      },
      header: {
        body: {
          gap: { base: '3', md: '6' },
          px: { base: '4', lg: '8' },
          pb: { base: '4', lg: '6' },
        },
      },
    },
  },
  defaultVariants: { size: 'panel' },
} satisfies SlotRecipeConfig
