import { Dialog } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { CloseIcon } from '@/components/common/icons'

/** Whether a drawer is open, how it closes, and where the focus goes back to when it does. */
export interface AdminDrawerState {
  isOpen: boolean
  onClose: () => void
  /** The button that opened it. */
  returnFocusTo: () => HTMLElement | null
}

interface AdminDrawerProps extends AdminDrawerState {
  placement: 'start' | 'end'
  title: string
  description?: string
  closeLabel: string
  children: ReactNode
  'data-testid'?: string
}

/**
 * A side panel over the console on Chakra's Dialog (focus trap, Escape, click outside, focus
 * returned; mounted while open), dressed by the admin dialog recipe's `placement`. It is not
 * portalled: rendered inside the console's root it takes the console's theme (the `dark` class)
 * with it, which a panel at the end of <body> would lose.
 */
export function AdminDrawer({
  isOpen,
  onClose,
  returnFocusTo,
  placement,
  title,
  description,
  closeLabel,
  children,
  'data-testid': testId,
}: AdminDrawerProps) {
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(details) => !details.open && onClose()}
      finalFocusEl={returnFocusTo}
      placement={placement}
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content data-testid={testId}>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.CloseTrigger aria-label={closeLabel}>
            <CloseIcon />
          </Dialog.CloseTrigger>
          <Dialog.Body>
            {description !== undefined && <Dialog.Description>{description}</Dialog.Description>}
            {children}
          </Dialog.Body>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
