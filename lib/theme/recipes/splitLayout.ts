import type { RecipeConfig } from '@pandacss/dev'

/**
 * A page's two columns side by side from `lg`, one above the other below it, each at the top of
 * its row. `layout` is the page's split: an article and its share links (`article`), a product's
 * pictures and facts (`product`), the catalogue's filters and results (`catalogue`), the head
 * office and the enquiry form (`contact`), the investor overview's documents and shareholders
 * (`overview`).
 */
export const splitLayoutRecipe = {
  className: 'split-layout',
  base: { display: 'grid', alignItems: 'start' },
  variants: {
    layout: {
      article: {
        gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 18rem' },
        gap: { base: '10', lg: '12' },
      },
      product: {
        gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        gap: { base: '8', lg: '12' },
      },
      catalogue: {
        gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '16rem minmax(0, 1fr)' },
        gap: { base: '5', lg: '10' },
      },
      contact: {
        gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '5fr 7fr' },
        gap: { base: '10', lg: '12' },
      },
      overview: {
        gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        gap: { base: '12', lg: '10' },
      },
    },
  },
} satisfies RecipeConfig
