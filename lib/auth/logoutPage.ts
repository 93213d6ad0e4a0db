import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next'
import type { SSRConfig } from 'next-i18next/pages'
import { getSiteLayout, type SiteLayout } from '@/lib/page/getSiteLayout'
import { serverEnv } from '@/lib/env'
import { isLang, type Lang } from '@/lib/i18n/lang'
import { pageTranslations } from '@/lib/i18n/pageTranslations'
import { providerMetadata } from './discovery'
import { sessionRevocations } from './revocation/revocationStore'
import { revokeSession } from './revocation/sessions'
import { readSessionToken } from './serverAuth'

export interface LogoutPageProps extends SSRConfig {
  layout: SiteLayout
  /** The provider's end-session address, returning to `/`; null when there is none. */
  providerSignOutUrl: string | null
}

/**
 * `/logout`: revokes the session on the server first, so a copy of the cookie is refused from
 * this moment, whatever happens next in the browser; the page then deletes the cookie
 * (next-auth's sign-out) and ends the provider's session.
 */
export async function logoutPageProps(
  context: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<LogoutPageProps>> {
  if (!isLang(context.locale)) return { notFound: true }
  context.res.setHeader('Cache-Control', 'private, no-store')
  const token = await readSessionToken(context.req)
  if (token !== null) await revokeSession(token, sessionRevocations())
  const [layout, translations, providerSignOutUrl] = await Promise.all([
    getSiteLayout(context.locale),
    pageTranslations(context.locale, ['auth']),
    endSessionUrl(context.locale),
  ])
  return { props: { ...translations, layout, providerSignOutUrl } }
}

// RP-initiated logout with the client id (no ID token in the page: nothing token-like reaches
// the browser), and the page's language for the provider's own page (ui_locales). A provider
// that cannot be reached only means its session outlives ours.
async function endSessionUrl(lang: Lang): Promise<string | null> {
  const env = serverEnv()
  if (!env.auth) return null
  try {
    const { end_session_endpoint } = await providerMetadata(env.auth.issuer)
    if (end_session_endpoint === undefined) return null
    const url = new URL(end_session_endpoint)
    url.searchParams.set('client_id', env.auth.clientId)
    url.searchParams.set('post_logout_redirect_uri', `${env.appOrigin}/`)
    url.searchParams.set('ui_locales', lang)
    return url.toString()
  } catch {
    return null
  }
}
