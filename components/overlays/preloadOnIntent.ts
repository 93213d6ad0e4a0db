/**
 * Props for an overlay's trigger that start fetching the overlay's code as soon as a visitor
 * points at, focuses or touches it: the hundred or so milliseconds before the click are spent
 * downloading instead of waiting. Pages never load it on their own.
 */
export function preloadOnIntent(load: () => Promise<unknown>) {
  const start = () => {
    void load()
  }
  return { onPointerEnter: start, onFocus: start, onTouchStart: start }
}
