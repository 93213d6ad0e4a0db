// The webhook's API route and the server's publication schedule are separate module copies in
// one process (Next bundles each route): they meet on globalThis.
const KEY = Symbol.for('siam-harvest.publication-replan')
type WithListeners = typeof globalThis & { [KEY]?: Set<() => void> }

function listeners(): Set<() => void> {
  const holder = globalThis as WithListeners
  holder[KEY] ??= new Set()
  return holder[KEY]
}

/** Calls `listener` when a published change may have added, moved or removed a "public from". */
export function onPublicationReplan(listener: () => void): () => void {
  listeners().add(listener)
  return () => listeners().delete(listener)
}

/** A document was published or deleted (the webhook): the schedule reads the content again. */
export function requestPublicationReplan(): void {
  for (const listener of listeners()) listener()
}
