import { Portal, Toaster } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { OverlayProvider } from '@/components/overlays/OverlayProvider'
import { toaster } from '@/lib/toast/toaster'
import { ToastCard } from './ToastCard'

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
          {(toast) => <ToastCard toast={toast} closeLabel={t('toast.close')} />}
        </Toaster>
      </Portal>
    </OverlayProvider>
  )
}
