/**
 * The origin browsers reach the site at, which the launcher gives next-auth (NEXTAUTH_URL) and
 * the embedded identity provider (its redirect addresses): NEXTAUTH_URL, else SITE_URL — as
 * lib/env.ts's appOrigin reads them — else this server's own address. Behind a TLS terminator
 * SITE_URL is the https address, so next-auth's cookies are `Secure` and it signs in there.
 * Localhost and 127.0.0.1 are different sites: the address is the one the server listens on.
 *
 * @param {Record<string, string | undefined>} env
 * @param {{ host?: string, port: string }} listen
 */
export function browserOrigin(env, { host, port }) {
  const nextAuthUrl = (env.NEXTAUTH_URL ?? '').trim()
  if (nextAuthUrl !== '') return nextAuthUrl.replace(/\/+$/, '')
  const siteUrl = (env.SITE_URL ?? '').trim()
  if (siteUrl !== '') return new URL(siteUrl).origin
  return `http://${host === '127.0.0.1' ? '127.0.0.1' : 'localhost'}:${port}`
}
