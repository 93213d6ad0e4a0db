import type { SlotRecipeConfig } from '@pandacss/dev'

/**
 * The row of thumbnails under a gallery's large picture (a news article's photos, a product's
 * pictures): a list of buttons, the chosen one (`aria-current="true"`) framed in the brand colour.
 * `tiles` fills a grid of columns with the photos, the others dimmed; `swatches` is a wrapping
 * row of small framed pictures.
 */
export const thumbnailStripSlotRecipe = {
  className: 'thumbnail-strip',
  slots: ['list', 'thumbnail'],
  base: {
    thumbnail: {
      display: 'block',
      borderRadius: 'md',
      borderWidth: '2px',
      cursor: 'pointer',
      transitionDuration: 'fast',
    },
  },
  variants: {
    layout: {
      tiles: {
        list: {
          display: 'grid',
          gridTemplateColumns: {
            base: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
          gap: '3',
        },
        thumbnail: {
          w: 'full',
          p: '0',
          overflow: 'hidden',
          borderColor: 'transparent',
          opacity: 0.75,
          transitionProperty: 'opacity, border-color',
          _hover: { opacity: 1 },
          '&[aria-current=true]': { borderColor: 'brand.solid', opacity: 1 },
        },
      },
      swatches: {
        list: { p: '0', display: 'flex', flexWrap: 'wrap', gap: '2' },
        thumbnail: {
          p: '0.5',
          bg: 'bg',
          borderColor: 'border',
          transitionProperty: 'border-color',
          _hover: { borderColor: 'fg.muted' },
          '&[aria-current=true]': {
            borderColor: 'brand.solid',
            _hover: { borderColor: 'brand.solid' },
          },
        },
      },
    },
  },
  defaultVariants: { layout: 'tiles' },
} satisfies SlotRecipeConfig
