import {
  consentCookie,
  consentCookieValue,
  createConsent,
  parseConsent,
  type ConsentChoice,
  type ConsentSelection,
} from './consent'

/*
 * The stored choice in the browser, for `useSyncExternalStore`: read from `document.cookie`,
 * re-parsed only when the cookie changes, and announced to every subscriber when saved here.
 */

type Listener = () => void
const listeners = new Set<Listener>()

let lastValue: string | null = null
let lastChoice: ConsentChoice | null = null

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The stored choice, or null when the visitor has not chosen (under this policy version). */
export function getConsent(): ConsentChoice | null {
  const value = consentCookieValue(document.cookie)
  if (value !== lastValue) {
    lastValue = value
    lastChoice = parseConsent(value)
  }
  return lastChoice
}

/** On the server, and while hydrating, the choice is not known yet. */
export function getServerConsent(): undefined {
  return undefined
}

/** Stores a choice made now and tells every component that shows it. */
export function saveConsent(selection: ConsentSelection): ConsentChoice {
  const choice = createConsent(selection)
  document.cookie = consentCookie(choice, { secure: window.location.protocol === 'https:' })
  listeners.forEach((listener) => listener())
  return choice
}
