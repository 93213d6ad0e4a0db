import type { Profile } from './types'

/**
 * The console's browser-storage keys (spec point 3). They hold what the console shows about the
 * signed-in user, never a token: the access token stays in the server's session cookie.
 */
export const ADMIN_STORAGE_KEYS = [
  'userProfileJson',
  'sidebarJson',
  'companyCode',
  'companyName',
  'userEmail',
  'viewAccess',
  'menuSidebar',
] as const

type StorageLike = Pick<Storage, 'setItem' | 'removeItem'>

/** Keeps the profile the core service gave for this user, as the keys' readers expect it. */
export function storeProfile(profile: Profile, storage: StorageLike): void {
  const values: Record<(typeof ADMIN_STORAGE_KEYS)[number], string> = {
    userProfileJson: JSON.stringify({
      email: profile.email,
      name: profile.name,
      roles: profile.roles,
    }),
    sidebarJson: JSON.stringify(profile.menuSidebar),
    companyCode: profile.companyCode,
    companyName: JSON.stringify(profile.companyName),
    userEmail: profile.email,
    viewAccess: JSON.stringify(profile.viewAccess),
    menuSidebar: JSON.stringify(profile.menuSidebar.map((item) => item.id)),
  }
  for (const key of ADMIN_STORAGE_KEYS) storage.setItem(key, values[key])
}

/** Removes every console key (at sign-out). */
export function clearAdminStorage(storage: StorageLike): void {
  for (const key of ADMIN_STORAGE_KEYS) storage.removeItem(key)
}
