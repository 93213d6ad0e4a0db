import { Button, Dialog } from '@chakra-ui/react'
import { useRef } from 'react'
import { useTranslation } from '@/lib/i18n/useTranslation'

interface DeleteAddressDialogProps {
  email: string
  isOpen: boolean
  isDeleting: boolean
  onConfirm: () => void
  onClose: () => void
}

/**
 * "Delete for good?" before a PDPA deletion, on Chakra's Dialog as an alert dialog (focus trap,
 * Escape). Focus starts on Cancel: the harmless choice. Not portalled, like AdminDrawer, so it
 * keeps the console's theme.
 */
export function DeleteAddressDialog({
  email,
  isOpen,
  isDeleting,
  onConfirm,
  onClose,
}: DeleteAddressDialogProps) {
  const { t } = useTranslation('adminAlerts')
  const cancel = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      role="alertdialog"
      open={isOpen}
      onOpenChange={(details) => !details.open && onClose()}
      initialFocusEl={() => cancel.current}
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content data-testid="delete-address-dialog">
          <Dialog.Header>
            <Dialog.Title>{t('pdpa.confirmTitle', { email })}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Dialog.Description>{t('pdpa.confirmText')}</Dialog.Description>
          </Dialog.Body>
          <Dialog.Footer display="flex" gap="2" justifyContent="flex-end" flexWrap="wrap">
            <Button ref={cancel} variant="outline" disabled={isDeleting} onClick={onClose}>
              {t('pdpa.cancel')}
            </Button>
            <Button loading={isDeleting} onClick={onConfirm}>
              {t('pdpa.confirmDelete')}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
