import { href, path } from '@/lib/routes'

/** The site's route that revokes every session of the signed-in user. */
export const SIGN_OUT_EVERYWHERE_URL = path('signOutEverywhere')

/**
 * Asks the site to revoke all of the user's sessions, with the sender header the route (like
 * `/api/core`) requires of a change. Throws when the site refused or could not be reached.
 */
export async function requestSignOutEverywhere(): Promise<void> {
  const response = await fetch(SIGN_OUT_EVERYWHERE_URL, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'X-Sender': 'Admin' },
  })
  if (!response.ok) throw new Error(`Sign-out everywhere answered ${response.status}`)
}

/** A full page load of `/logout`: it deletes this browser's cookie and ends the provider's session. */
export function leaveThroughLogout(lang: 'th' | 'en'): void {
  // A full page load on purpose, not the router: the console's cached answers go with the page,
  // and `/logout` then leaves for the provider's own address.
  window.location.assign(href(lang, 'logout'))
}
