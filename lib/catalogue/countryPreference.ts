import { useSyncExternalStore } from 'react'

/*
 * The country a visitor chose in the catalogue, kept in localStorage under `country` (the
 * spec's key; its default is `{}`, no country) as `{"code":"JP"}`. It is written only when the
 * visitor picks or clears a country, and read back when the list's address names none.
 */

export const COUNTRY_STORAGE_KEY = 'country'

export interface CountryPreference {
  /** ISO 3166-1 alpha-2 code. */
  code?: string
}

const CODE = /^[A-Z]{2}$/

/** The stored code, or null for none (missing, `{}`, or anything unreadable). */
export function parseCountryPreference(raw: string | null): string | null {
  if (raw === null) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null || !('code' in value)) return null
    return typeof value.code === 'string' && CODE.test(value.code) ? value.code : null
  } catch {
    return null
  }
}

export function serializeCountryPreference(code: string | null): string {
  const preference: CountryPreference = code ? { code } : {}
  return JSON.stringify(preference)
}

type Listener = () => void
const listeners = new Set<Listener>()

// Storage may be switched off (a privacy setting) and then throws: the list works without it.
function readRaw(): string | null {
  try {
    return window.localStorage.getItem(COUNTRY_STORAGE_KEY)
  } catch {
    return null
  }
}

export function readStoredCountry(): string | null {
  return parseCountryPreference(readRaw())
}

/** Remembers the visitor's choice (null: no country) and tells every component that reads it. */
export function storeCountry(code: string | null): void {
  try {
    window.localStorage.setItem(COUNTRY_STORAGE_KEY, serializeCountryPreference(code))
  } catch {
    // Not remembered; the choice still applies to this visit through the address.
  }
  listeners.forEach((listener) => listener())
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener)
  // A choice made in another tab.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COUNTRY_STORAGE_KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** On the server and while hydrating the stored country is not known yet. */
const serverSnapshot = () => undefined

/** The remembered country code: null for none, undefined until the browser has been read. */
export function useStoredCountry(): string | null | undefined {
  return useSyncExternalStore(subscribe, readStoredCountry, serverSnapshot)
}
