// Chakra's runtime for the overlays only, fetched with the first one (next/dynamic): the site's
// small overlay system (lib/theme/overlaySystem.ts — dialog, drawer and toast recipes on the
// site's tokens, no preflight) around a Dialog and a toaster, as the site's OverlayProvider
// (components/overlays/OverlayProvider.tsx) wraps its overlays.
import { ChakraProvider, createToaster, Dialog, Portal, Toast, Toaster } from '@chakra-ui/react'
import { useEffect } from 'react'
import { overlaySystem } from '../../../../../lib/theme/overlaySystem'
import { css } from '../styled-system/css'
import { button } from '../styled-system/recipes'

const toaster = createToaster({ max: 3, duration: 5000, placement: 'bottom' })

export default function Overlays({ open, onOpenChange }) {
  useEffect(() => {
    if (open) toaster.create({ type: 'success', title: 'Message sent', description: 'A toast' })
  }, [open])
  return (
    <ChakraProvider value={overlaySystem}>
      <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Contact us</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <p className={css({ color: 'fg.muted' })}>
                  Chakra&apos;s Dialog, fetched on first use, in a page styled at build time.
                </p>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <button type="button" className={button({ variant: 'outline' })}>
                    Close
                  </button>
                </Dialog.ActionTrigger>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <Portal>
        <Toaster toaster={toaster}>
          {(toast) => (
            <Toast.Root data-testid="toast">
              <div>
                <Toast.Title>{toast.title}</Toast.Title>
                <Toast.Description>{toast.description}</Toast.Description>
              </div>
              <Toast.CloseTrigger aria-label="Close" />
            </Toast.Root>
          )}
        </Toaster>
      </Portal>
    </ChakraProvider>
  )
}
