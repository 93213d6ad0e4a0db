import type { SystemStyleObject } from '@pandacss/dev'

/**
 * The part names of Chakra's dialogAnatomy and drawerAnatomy (the same ten), listed here:
 * importing the anatomy module pulls in every component's anatomy.
 */
export const OVERLAY_SLOTS = [
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
]

/** The dimmed page behind a dialog or drawer. */
export const overlayBackdrop = {
  position: 'fixed',
  inset: 0,
  bg: 'rgba(11, 11, 12, 0.55)',
  zIndex: 'overlay',
  _open: { animation: 'fade-in 200ms ease-out' },
} satisfies SystemStyleObject

/** The layer over the whole window that places a dialog's or drawer's panel. */
export const overlayPositioner = {
  position: 'fixed',
  inset: 0,
  display: 'flex',
  zIndex: 'modal',
} satisfies SystemStyleObject
