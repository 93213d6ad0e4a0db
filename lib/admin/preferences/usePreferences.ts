import { useCallback, useSyncExternalStore } from 'react'
import { readStorage, subscribeToStorage, writeStorage } from './browserStorage'
import {
  DEFAULT_LAYOUT_PREFERENCE,
  DEFAULT_THEME_PREFERENCE,
  LAYOUT_STORAGE_KEY,
  THEME_STORAGE_KEY,
  parseLayoutPreference,
  parseThemePreference,
  resolveTheme,
  type LayoutPreference,
  type ResolvedTheme,
  type ThemePreference,
} from './preferences'

// The server cannot know what a browser stored, so it renders the defaults; React then hydrates
// with the same server snapshot and re-renders with the stored value right after. No mismatch,
// at the cost of one frame with the defaults on a full page load (client navigations read the
// stored value at once).

function useStoredPreference<T extends string>(
  key: string,
  parse: (raw: string | null) => T,
  fallback: T,
): [T, (value: T) => void] {
  const value = useSyncExternalStore(
    subscribeToStorage,
    () => parse(readStorage(key)),
    () => fallback,
  )
  const setValue = useCallback((next: T) => writeStorage(key, next), [key])
  return [value, setValue]
}

const DARK_QUERY = '(prefers-color-scheme: dark)'

function darkQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null
}

function subscribeToColorScheme(listener: () => void): () => void {
  const query = darkQuery()
  query?.addEventListener('change', listener)
  return () => query?.removeEventListener('change', listener)
}

/** Whether the operating system asks for a dark theme, followed live. */
export function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(
    subscribeToColorScheme,
    () => darkQuery()?.matches ?? false,
    () => false,
  )
}

export interface ThemePreferenceState {
  preference: ThemePreference
  setPreference: (preference: ThemePreference) => void
  /** The theme to show: the preference, or the operating system's for `system`. */
  resolved: ResolvedTheme
}

/** The console's theme, stored under `theme`; `system` follows the operating system. */
export function useThemePreference(): ThemePreferenceState {
  const [preference, setPreference] = useStoredPreference(
    THEME_STORAGE_KEY,
    parseThemePreference,
    DEFAULT_THEME_PREFERENCE,
  )
  const systemPrefersDark = useSystemPrefersDark()
  return { preference, setPreference, resolved: resolveTheme(preference, systemPrefersDark) }
}

export interface LayoutPreferenceState {
  layout: LayoutPreference
  setLayout: (layout: LayoutPreference) => void
}

/** The console's layout, stored under `layoutSetting`. */
export function useLayoutPreference(): LayoutPreferenceState {
  const [layout, setLayout] = useStoredPreference(
    LAYOUT_STORAGE_KEY,
    parseLayoutPreference,
    DEFAULT_LAYOUT_PREFERENCE,
  )
  return { layout, setLayout }
}
