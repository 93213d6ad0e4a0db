import type { CreateToastOptions } from './toaster'

type Listener = () => void
const listeners = new Set<Listener>()

/**
 * Raises a toast. The toaster (Ark's toast store) and its UI are fetched on the first call,
 * so pages that never show a toast do not download them.
 */
export async function notify(options: CreateToastOptions): Promise<void> {
  listeners.forEach((listener) => listener())
  const { toaster } = await import('./toaster')
  toaster.create(options)
}

/** Called once, before the first toast is created: the signal to mount the toast UI. */
export function onFirstToast(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

interface ToastText {
  title: string
  description: string
}

/** Copies `text` to the clipboard and says in a toast whether it worked. */
export async function copyAndNotify(text: string, copied: ToastText, failed: ToastText) {
  try {
    await navigator.clipboard.writeText(text)
    void notify({ type: 'success', ...copied })
  } catch {
    void notify({ type: 'error', ...failed })
  }
}
