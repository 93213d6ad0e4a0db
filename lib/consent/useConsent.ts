import { useCallback, useSyncExternalStore } from 'react'
import { allows, type ConsentCategory, type ConsentChoice } from './consent'
import { getConsent, getServerConsent, saveConsent, subscribeConsent } from './consentStore'

export interface ConsentState {
  /** False on the server and while hydrating: the cookie has not been read yet. */
  isKnown: boolean
  /** The stored choice; null when the visitor has not chosen (or chose under an older policy). */
  choice: ConsentChoice | null
  /** Whether a category may be used now. Always true for `necessary`, false until known. */
  hasConsent: (category: ConsentCategory) => boolean
  saveConsent: typeof saveConsent
}

/**
 * The visitor's cookie choice. Code that sets analytics or marketing cookies asks
 * `hasConsent('analytics')` first, and re-renders when the visitor changes their mind.
 */
export function useConsent(): ConsentState {
  const stored = useSyncExternalStore(subscribeConsent, getConsent, getServerConsent)
  const choice = stored ?? null
  const hasConsent = useCallback((category: ConsentCategory) => allows(choice, category), [choice])
  return { isKnown: stored !== undefined, choice, hasConsent, saveConsent }
}
