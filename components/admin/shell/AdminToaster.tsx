import { Portal, Toast, Toaster } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { CloseIcon } from '@/components/common/icons'
import { adminToaster } from '@/lib/toast/adminToaster'

/** The console's toasts (bottom-left): title, description and a close button each. */
export function AdminToaster() {
  const { t } = useTranslation('adminToasts')
  return (
    <Portal>
      {/* At bottom-left, Ark's group is as wide as its content: the toasts' own full width needs
          one set here, the width the public toaster gets from spanning the window. */}
      <Toaster toaster={adminToaster} width="min(26rem, calc(100vw - 2rem))">
        {(toast) => (
          <Toast.Root data-testid="toast">
            <div>
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </div>
            <Toast.CloseTrigger aria-label={t('close')}>
              <CloseIcon />
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  )
}
