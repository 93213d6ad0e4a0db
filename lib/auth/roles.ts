/**
 * The roles claim as a list of role names. Providers send it as an array, a space-separated
 * string or (one role) a plain string; anything else means no roles.
 */
export function rolesFromClaim(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.filter((role): role is string => typeof role === 'string')
  if (typeof claim === 'string') return claim.split(/\s+/).filter((role) => role !== '')
  return []
}

export function hasRole(roles: readonly string[] | undefined, role: string): boolean {
  return roles?.includes(role) ?? false
}
