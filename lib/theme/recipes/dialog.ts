import type { SlotRecipeConfig } from '@pandacss/dev'

export const dialogSlotRecipe = {
  // The part names of Chakra's dialogAnatomy, listed here: importing the anatomy module pulls
  // in every component's anatomy.
  slots: [
    'trigger',
    'backdrop',
    'positioner',
    'content',
    'title',
    'description',
    'closeTrigger',
    'header',
    'body',
    'footer',
  ],
  className: 'dialog',
  base: {
    backdrop: {
      position: 'fixed',
      inset: 0,
      bg: 'rgba(11, 11, 12, 0.55)',
      zIndex: 'overlay',
      _open: { animation: 'fade-in 200ms ease-out' },
    },
    positioner: {
      position: 'fixed',
      inset: 0,
      display: 'flex',
      justifyContent: 'center',
      alignItems: 'flex-start',
      zIndex: 'modal',
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
