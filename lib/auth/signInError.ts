/**
 * The `error` values next-auth, our admin check and the sign-in limit put on `/login`, each with
 * its own message (`auth.json`: `login.errors.*`). Any other value gets the general one.
 */
export const SIGN_IN_ERRORS = [
  'SessionRequired',
  'OAuthCallback',
  'AccessDenied',
  'Configuration',
  'TooManyRequests',
  'default',
] as const
export type SignInError = (typeof SIGN_IN_ERRORS)[number]

export function signInError(value: unknown): SignInError | null {
  if (value === undefined || value === null || value === '') return null
  const known = SIGN_IN_ERRORS.find((error) => error === value)
  return known ?? 'default'
}
