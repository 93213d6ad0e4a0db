import { Dialog, Portal } from '@chakra-ui/react'
import { OverlayProvider } from '@/components/overlays/OverlayProvider'
import { overlayRootProps } from '@/components/overlays/overlayRootProps'
import { QueryProvider } from '@/components/query/QueryProvider'
import { SearchView } from '@/components/search/SearchView'
import { useModal } from '@/lib/modal/useModal'

/**
 * The one global modal, in Chakra's runtime (loaded with it). Chakra's Dialog brings Escape, the focus trap and focus return; a click
 * on the overlay (anywhere outside the panel) closes it.
 */
export function GlobalModal() {
  const { isOpen, view, data, close } = useModal()
  return (
    <OverlayProvider>
      <Dialog.Root {...overlayRootProps({ isOpen, onClose: close, lazyMount: true })}>
        <Portal>
          <Dialog.Backdrop data-testid="modal-overlay" />
          <Dialog.Positioner data-testid="modal-positioner">
            <Dialog.Content data-view={view}>
              <QueryProvider>{view === 'SEARCH_VIEW' && <SearchView data={data} />}</QueryProvider>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </OverlayProvider>
  )
}
