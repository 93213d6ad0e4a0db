import type { SlotRecipeConfig } from '@pandacss/dev'

// What header and data cells share: the padding, the alignment and the rule above each row.
const cell = {
  px: { base: '3', md: '5' },
  py: '3',
  textAlign: 'start',
  verticalAlign: 'top',
  borderTopWidth: '1px',
  borderColor: 'border',
} as const

/**
 * A table of figures (the investor pages' dividends and shareholders) in a frame that scrolls
 * sideways on narrow screens (`frame`, with the `panel` recipe's border), its caption kept in
 * view (`title`) and, on phones, a `hint` that the frame scrolls. A `columnHeader` or `cell`
 * with `data-numeric` holds figures: right-aligned, and in a data cell in aligned digits on
 * one line.
 */
export const dataTableSlotRecipe = {
  className: 'data-table',
  slots: ['frame', 'table', 'caption', 'title', 'hint', 'columnHeader', 'cell'],
  base: {
    frame: { overflowX: 'auto' },
    table: {
      w: 'full',
      borderCollapse: 'separate',
      borderSpacing: '0',
      fontSize: { base: 'sm', md: 'md' },
    },
    caption: { captionSide: 'top', textAlign: 'start', p: '0' },
    // Sticky inside the scrolling frame: the caption never scrolls out of sight.
    title: {
      display: 'block',
      position: 'sticky',
      insetStart: '0',
      maxW: 'calc(100vw - 2.5rem)',
      px: { base: '4', md: '5' },
      py: '3',
      fontWeight: 'semibold',
      color: 'fg',
    },
    hint: { hideFrom: 'lg', mt: '2', fontSize: 'sm', color: 'fg.muted' },
    columnHeader: {
      ...cell,
      bg: 'bg.subtle',
      color: 'fg.muted',
      fontSize: 'sm',
      fontWeight: 'semibold',
      lineHeight: 'short',
      verticalAlign: 'bottom',
      '&[data-numeric]': { textAlign: 'end' },
    },
    cell: {
      ...cell,
      '&[data-numeric]': {
        textAlign: 'end',
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
      },
    },
  },
} satisfies SlotRecipeConfig
