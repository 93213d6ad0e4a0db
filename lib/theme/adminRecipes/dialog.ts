import type { SlotRecipeConfig } from '@chakra-ui/react'
import { closeButtonRecipe } from '../recipes/closeButton'
import { dialogSlotRecipe } from '../recipes/dialog'

/** A full-height panel at one side of the window, from the edge, its close button in the corner. */
function sidePanel(justifyContent: 'flex-start' | 'flex-end') {
  return {
    positioner: { justifyContent, alignItems: 'stretch', px: '0', pt: '0', pb: '0' },
    content: {
      maxWidth: { base: 'calc(100% - 3rem)', adminSm: 'sm' },
      minH: '100dvh',
      borderRadius: '0',
      overflowY: 'auto',
    },
    // Room at the end of the title for the close button.
    header: { pe: '14' },
    closeTrigger: closeButtonRecipe.base,
    description: { fontSize: 'sm', mb: '5' },
  }
}

/**
 * The site's dialog, and for the admin console (AdminDrawer) its side panels: `placement`
 * `start` (the menu) or `end` (the settings). Admin-only: the public overlays keep the shared
 * dialog recipe as it is.
 */
export const adminDialogSlotRecipe = {
  ...dialogSlotRecipe,
  variants: {
    placement: { start: sidePanel('flex-start'), end: sidePanel('flex-end') },
  },
} satisfies SlotRecipeConfig
