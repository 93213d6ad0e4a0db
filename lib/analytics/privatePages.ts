import { STATIC_ROUTES } from '@/lib/routes'

// Pages visitors do not read: the console, the Studio, signing in and out. They are not counted,
// and the browser does not send their views (the collector would refuse them).
const PRIVATE_SECTIONS: readonly string[] = [
  STATIC_ROUTES.admin,
  STATIC_ROUTES.studio,
  STATIC_ROUTES.login,
  STATIC_ROUTES.logout,
]

/**
 * Whether a language-free path (`/login`, `/admin/site`) or Next's route of it
 * (`/admin/[...path]`) is in one of the sections analytics never counts.
 */
export function isPrivatePage(languageFreePath: string): boolean {
  return PRIVATE_SECTIONS.some(
    (section) => languageFreePath === section || languageFreePath.startsWith(`${section}/`),
  )
}
