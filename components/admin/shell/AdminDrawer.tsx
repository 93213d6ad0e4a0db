import { Dialog, chakra } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { CloseIcon } from '@/components/common/icons'

interface AdminDrawerProps {
  isOpen: boolean
  onClose: () => void
  /** Where the focus goes back to when it closes: the button that opened it. */
  returnFocusTo: () => HTMLElement | null
  placement: 'start' | 'end'
  title: string
  description?: string
  closeLabel: string
  children: ReactNode
  'data-testid'?: string
}

/**
 * A side panel over the console on Chakra's Dialog (focus trap, Escape, click outside, focus
 * returned). It is not portalled: rendered inside the console's root it takes the console's
 * theme (the `dark` class) with it, which a panel at the end of <body> would lose.
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
      closeOnEscape
      closeOnInteractOutside
      finalFocusEl={returnFocusTo}
      lazyMount
      unmountOnExit
    >
      <Dialog.Backdrop />
      <Dialog.Positioner
        justifyContent={placement === 'start' ? 'flex-start' : 'flex-end'}
        alignItems="stretch"
        px={{ base: '0', md: '0' }}
        pt={{ base: '0', md: '0' }}
        pb="0"
      >
        <Dialog.Content
          data-testid={testId}
          maxWidth={{ base: 'calc(100% - 3rem)', adminSm: 'sm' }}
          minH="100dvh"
          borderRadius="0"
          overflowY="auto"
          color="fg"
        >
          <Dialog.Header pe="14">
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.CloseTrigger asChild>
            <chakra.button
              type="button"
              aria-label={closeLabel}
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="10"
              borderRadius="md"
              cursor="pointer"
              color="fg"
              _hover={{ bg: 'bg.muted' }}
            >
              <CloseIcon />
            </chakra.button>
          </Dialog.CloseTrigger>
          <Dialog.Body>
            {description !== undefined && (
              <Dialog.Description fontSize="sm" mb="5">
                {description}
              </Dialog.Description>
            )}
            {children}
          </Dialog.Body>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
