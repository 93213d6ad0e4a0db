/** The console's two preferences (spec points 3 and 4), their storage keys and how they are read. */

export const THEME_STORAGE_KEY = 'theme'
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const
export type ThemePreference = (typeof THEME_PREFERENCES)[number]
export type ResolvedTheme = 'light' | 'dark'
export const DEFAULT_THEME_PREFERENCE: ThemePreference = 'system'

export const LAYOUT_STORAGE_KEY = 'layoutSetting'
export const LAYOUT_PREFERENCES = ['Modern', 'Minimal', 'Retro', 'Classic', 'Staff'] as const
export type LayoutPreference = (typeof LAYOUT_PREFERENCES)[number]
export const DEFAULT_LAYOUT_PREFERENCE: LayoutPreference = 'Modern'

function parseOneOf<T extends string>(
  allowed: readonly T[],
  fallback: T,
): (raw: string | null | undefined) => T {
  return (raw) => allowed.find((value) => value === raw) ?? fallback
}

/** A stored theme, or the default for anything else (absent, edited by hand, an old format). */
export const parseThemePreference = parseOneOf(THEME_PREFERENCES, DEFAULT_THEME_PREFERENCE)

/** A stored layout, or the default for anything else; the names are case-sensitive as stored. */
export const parseLayoutPreference = parseOneOf(LAYOUT_PREFERENCES, DEFAULT_LAYOUT_PREFERENCE)

/** `system` follows the operating system; the other two are what they say. */
export function resolveTheme(
  preference: ThemePreference,
  systemPrefersDark: boolean,
): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light'
  return preference
}
