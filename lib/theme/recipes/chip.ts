import type { RecipeConfig } from '@pandacss/dev'

/**
 * A small outlined link or button in a row of choices: the news list's category filters
 * and a section's pages (`pill`, the chosen one — `aria-current="true"` or `"page"` — filled in
 * the brand colour) and an article's share actions (`rounded`, with an icon).
 */
export const chipRecipe = {
  className: 'chip',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    minH: '10',
    borderWidth: '1px',
    borderColor: 'border',
    bg: 'bg',
    color: 'fg',
    fontSize: 'sm',
    fontWeight: 'medium',
    cursor: 'pointer',
    transitionDuration: 'fast',
    _hover: { borderColor: 'brand.solid', color: 'brand.fg' },
  },
  variants: {
    shape: {
      pill: {
        px: '4',
        borderRadius: 'full',
        transitionProperty: 'background-color, color, border-color',
        // `true` for the chosen filter, `page` for the page a section's navigation is on.
        '&[aria-current=true], &[aria-current=page]': {
          bg: 'brand.solid',
          borderColor: 'brand.solid',
          color: 'white',
          _hover: { bg: 'brand.solidHover', color: 'white' },
        },
      },
      rounded: {
        gap: '2',
        px: '3',
        borderRadius: 'md',
        transitionProperty: 'border-color, color',
      },
    },
  },
  defaultVariants: { shape: 'pill' },
} satisfies RecipeConfig
