interface OverlayRootOptions {
  isOpen: boolean
  onClose: () => void
  /** Where the focus goes back to once it is closed (by default, where it was before). */
  returnFocusTo?: () => HTMLElement | null
  /** Renders the content only once it first opens. */
  lazyMount?: boolean
}

/**
 * The props of the root of a Chakra Dialog or Drawer, as every overlay of the public site has
 * them: open while `isOpen`, closed (`onClose`) by Escape and by a click outside, its content
 * unmounted once it is closed.
 */
export function overlayRootProps({
  isOpen,
  onClose,
  returnFocusTo,
  lazyMount = false,
}: OverlayRootOptions) {
  return {
    open: isOpen,
    onOpenChange: (details: { open: boolean }) => !details.open && onClose(),
    closeOnEscape: true,
    closeOnInteractOutside: true,
    ...(returnFocusTo && { finalFocusEl: returnFocusTo }),
    ...(lazyMount && { lazyMount }),
    unmountOnExit: true,
  }
}
