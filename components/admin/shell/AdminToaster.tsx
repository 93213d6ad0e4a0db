import { Portal, Toaster } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { ToastCard } from '@/components/toast/ToastCard'
import { adminToaster } from '@/lib/toast/adminToaster'

/** The console's toasts, at bottom-left (lib/toast/adminToaster.ts). */
export function AdminToaster() {
  const { t } = useTranslation('adminToasts')
  return (
    <Portal>
      {/* At bottom-left, Ark's group is as wide as its content: the toasts' own full width needs
          one set here, the width the public toaster gets from spanning the window. */}
      <Toaster toaster={adminToaster} width="min(26rem, calc(100vw - 2rem))">
        {(toast) => <ToastCard toast={toast} closeLabel={t('close')} />}
      </Toaster>
    </Portal>
  )
}
