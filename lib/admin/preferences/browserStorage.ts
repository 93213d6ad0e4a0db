/**
 * localStorage as an external store for `useSyncExternalStore`: a value written in this tab
 * notifies its readers at once; one written in another tab arrives through the `storage` event
 * (readers re-read on any such event and React ignores those that changed nothing). When the
 * browser refuses storage (private modes, a full quota) the value lives in memory for the visit
 * instead of breaking the console.
 */

type Listener = () => void

const listeners = new Set<Listener>()
const memory = new Map<string, string>()

function notify() {
  for (const listener of listeners) listener()
}

export function subscribeToStorage(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', notify)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', notify)
  }
}

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return memory.get(key) ?? null
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    memory.set(key, value)
  }
  notify()
}
