import type { SlotRecipeConfig } from '@pandacss/dev'
import { overlayBackdrop, overlayPositioner, OVERLAY_SLOTS } from './overlay'

export const dialogSlotRecipe = {
  slots: OVERLAY_SLOTS,
  className: 'dialog',
  base: {
    backdrop: overlayBackdrop,
    positioner: {
      ...overlayPositioner,
      justifyContent: 'center',
      alignItems: 'flex-start',
      overflowY: 'auto',
      // Clicks on the empty area around the panel go to the positioner; Ark treats them as
      // "outside" and closes the dialog, which is the spec's close-on-overlay-click.
      px: { base: '3', md: '6' },
      pt: { base: '3', md: '20' },
      pb: '6',
    },
    content: {
      position: 'relative',
      width: 'full',
      maxWidth: '2xl',
      bg: 'bg',
      color: 'fg',
      borderRadius: 'lg',
      boxShadow: 'lg',
      outline: 0,
      _open: { animation: 'fade-in 200ms ease-out' },
    },
    header: { display: 'flex', alignItems: 'center', gap: '2', px: '5', pt: '5', pb: '3' },
    body: { px: '5', pb: '5' },
    footer: { display: 'flex', justifyContent: 'flex-end', gap: '3', px: '5', pb: '5' },
    title: { fontSize: 'lg', fontWeight: 'semibold' },
    description: { color: 'fg.muted' },
    closeTrigger: { position: 'absolute', top: '3', insetEnd: '3' },
  },
} satisfies SlotRecipeConfig
