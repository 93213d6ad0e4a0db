import { createToaster } from '@chakra-ui/react'
import { TOAST_DEFAULTS } from './toaster'

/**
 * The admin console's toaster, at the spec's default placement (bottom-left): only the public
 * site moves its toasts to bottom-center. The console has Chakra's runtime already, so this
 * one is created with the console's code rather than fetched with the first toast.
 */
export const adminToaster = createToaster(TOAST_DEFAULTS)

export type AdminToastOptions = Parameters<typeof adminToaster.create>[0]
