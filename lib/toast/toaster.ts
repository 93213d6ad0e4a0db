import { createToaster } from '@chakra-ui/react'

/** Spec point 9: at most 3 toasts at once, auto-hide after 5000 ms, bottom-left by default. */
export const TOAST_DEFAULTS = {
  max: 3,
  duration: 5000,
  placement: 'bottom-start',
  // Keep a closing toast mounted for its 195 ms exit transition.
  removeDelay: 195,
} as const

/** The public site's one toaster: success, error, warning and info at bottom-center. */
export const toaster = createToaster({ ...TOAST_DEFAULTS, placement: 'bottom' })

export type CreateToastOptions = Parameters<typeof toaster.create>[0]
