// The sign-up page and the server's dispatcher are separate module copies in one process (Next
// bundles each route): they meet on globalThis, as the publication schedule does.
const KEY = Symbol.for('siam-harvest.alert-deliveries-waiting')
type WithListeners = typeof globalThis & { [KEY]?: Set<() => void> }

function listeners(): Set<() => void> {
  const holder = globalThis as WithListeners
  holder[KEY] ??= new Set()
  return holder[KEY]
}

/** Calls `listener` when this process queued an e-mail (a confirmation) to send at once. */
export function onAlertDeliveriesWaiting(listener: () => void): () => void {
  listeners().add(listener)
  return () => listeners().delete(listener)
}

/** An e-mail was queued here: this instance's dispatcher claims it now, not at its next look. */
export function alertDeliveriesWaiting(): void {
  for (const listener of listeners()) listener()
}
