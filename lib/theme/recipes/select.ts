import type { SlotRecipeConfig } from '@pandacss/dev'

/**
 * A native `<select>` drawn without the browser's arrow, with a chevron of the site's own in its
 * place: `root` wraps the two, `control` is the select (its border, height and type come from
 * the caller, e.g. the `input` recipe), `indicator` holds the chevron over the select's end,
 * where the control keeps room for it. The chevron lets clicks through to the select.
 */
export const selectSlotRecipe = {
  className: 'select',
  slots: ['root', 'control', 'indicator'],
  base: {
    root: { position: 'relative' },
    control: { appearance: 'none', cursor: 'pointer' },
    indicator: {
      position: 'absolute',
      top: '50%',
      transform: 'translateY(-50%)',
      display: 'flex',
      pointerEvents: 'none',
      color: 'fg.muted',
    },
  },
  variants: {
    // The room at the end is in a variant: variants sit in a higher layer than recipes' base
    // styles, so it wins over the `padding-inline` of a recipe the control shares (`input`).
    size: {
      md: { control: { pe: '10' }, indicator: { insetEnd: '3' } },
      sm: { control: { pe: '9' }, indicator: { insetEnd: '2.5' } },
    },
  },
  defaultVariants: { size: 'md' },
} satisfies SlotRecipeConfig
