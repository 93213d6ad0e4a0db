import { Portal, Toast, Toaster } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { CloseIcon } from '@/components/common/icons'
import { OverlayProvider } from '@/components/overlays/OverlayProvider'
import { toaster } from '@/lib/toast/toaster'

/**
 * Renders the site's toaster, in Chakra's runtime (loaded with the first toast): title,
 * description and a close button per toast.
 */
export function AppToaster() {
  const { t } = useTranslation('common')
  return (
    <OverlayProvider>
      <Portal>
        <Toaster toaster={toaster}>
          {(toast) => (
            <Toast.Root data-testid="toast">
              <div>
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </div>
              <Toast.CloseTrigger aria-label={t('toast.close')}>
                <CloseIcon />
              </Toast.CloseTrigger>
            </Toast.Root>
          )}
        </Toaster>
      </Portal>
    </OverlayProvider>
  )
}
