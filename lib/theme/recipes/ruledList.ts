import type { SlotRecipeConfig } from '@pandacss/dev'

/**
 * A list of rows between thin rules (the investor documents, the IR calendar's events): a rule
 * above the list and one under each row. Each row is a grid whose columns are the caller's.
 */
export const ruledListSlotRecipe = {
  className: 'ruled-list',
  slots: ['root', 'item'],
  base: {
    root: { listStyle: 'none', borderTopWidth: '1px', borderColor: 'border' },
    item: { display: 'grid', py: '4', borderBottomWidth: '1px', borderColor: 'border' },
  },
} satisfies SlotRecipeConfig
