import { Toast } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { CloseIcon } from '@/components/common/icons'

/** What a toast shows (the toaster's render argument carries more: type, id, placement). */
interface ToastContent {
  title?: ReactNode
  description?: ReactNode
}

/** One toast as the site and the console show it: title, description and a close button. */
export function ToastCard({ toast, closeLabel }: { toast: ToastContent; closeLabel: string }) {
  return (
    <Toast.Root data-testid="toast">
      <div>
        {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
        {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
      </div>
      <Toast.CloseTrigger aria-label={closeLabel}>
        <CloseIcon />
      </Toast.CloseTrigger>
    </Toast.Root>
  )
}
