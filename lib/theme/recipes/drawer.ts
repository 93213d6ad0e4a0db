import type { SlotRecipeConfig } from '@pandacss/dev'
import { overlayBackdrop, overlayPositioner, OVERLAY_SLOTS } from './overlay'

/** A full-height panel at the end of the window (the mobile menu). */
export const drawerSlotRecipe = {
  slots: OVERLAY_SLOTS,
  className: 'drawer',
  base: {
    backdrop: overlayBackdrop,
    positioner: { ...overlayPositioner, justifyContent: 'flex-end' },
    content: {
      display: 'flex',
      flexDirection: 'column',
      width: 'min(24rem, 100vw)',
      height: '100dvh',
      bg: 'bg',
      color: 'fg',
      boxShadow: 'lg',
      outline: 0,
      _open: { animation: 'fade-in 200ms ease-out' },
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      minH: '16',
      px: '4',
      borderBottomWidth: '1px',
      borderColor: 'border',
    },
    body: { flex: 1, overflowY: 'auto', px: '4', pb: '10' },
    title: { fontSize: 'md', fontWeight: 'bold' },
  },
} satisfies SlotRecipeConfig
