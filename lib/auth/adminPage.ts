import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next'
import type { Session } from 'next-auth'
import type { SSRConfig } from 'next-i18next/pages'
import { serverEnv } from '@/lib/env'
import { isLang, type Lang } from '@/lib/i18n/lang'
import { pageTranslations } from '@/lib/i18n/pageTranslations'
import { adminPolicy } from '@/lib/security/contentSecurityPolicy'
import { cachedDocumentInlineScriptHashes } from '@/lib/security/documentInlineScripts'
import { CSP_HEADER, isDevelopmentBuild } from '@/lib/security/securityHeaders'
import { readLineBreakDictionary } from '@/lib/typography/serverLineBreaks'
import { translationsWithWordJoiners } from '@/lib/typography/wordJoiners'
import { hasRole } from './roles'
import { readSession } from './serverAuth'
import { href, localHref, STATIC_ROUTES } from '@/lib/routes'

export interface AdminPageProps extends SSRConfig {
  lang: Lang
  /** The signed-in user (never a token). */
  session: Session
  /** Signed in, but without the admin role: the page shows 403 and nothing else. */
  forbidden: boolean
  /** The business-unit code the console's core client sends. */
  businessUnit: string
  biDashboardUrl: string | null
}

// Every console page needs the shell's strings as well as its own.
const ADMIN_NAMESPACES = ['auth', 'admin', 'console', 'adminToasts']

/**
 * `getServerSideProps` of every `/admin/**` page, checked on the server on every request:
 * anonymous (or with an expired sign-in) → the sign-in page with `error=SessionRequired` and a
 * `callbackUrl` back here; signed in without the admin role → status 403 and `forbidden`.
 * Only then does `load` run, for the page's own props.
 */
export async function adminPageProps<T extends object = object>(
  context: GetServerSidePropsContext,
  namespaces: readonly string[] = [],
  load?: () => Promise<T>,
): Promise<GetServerSidePropsResult<AdminPageProps & T>> {
  if (!isLang(context.locale)) return { notFound: true }
  const lang = context.locale
  // Personal pages: never stored by a shared cache, never shown from the back-forward cache
  // after sign-out.
  context.res.setHeader('Cache-Control', 'private, no-store')
  const env = serverEnv()
  // Replaces next.config's public policy: the console's browser calls the creature service,
  // whose address is known only at run time.
  const policy = adminPolicy({
    isDevelopment: isDevelopmentBuild,
    inlineScriptHashes: await cachedDocumentInlineScriptHashes(),
    creatureApiUrl: env.creatureApiUrl,
  })
  context.res.setHeader(CSP_HEADER, policy)

  const session = await readSession(context.req, context.res)
  if (session === null || session.error !== undefined) {
    return { redirect: { destination: signInPath(lang, context.resolvedUrl), permanent: false } }
  }
  const forbidden = !hasRole(session.user.roles, env.auth?.adminRole ?? 'admin')
  if (forbidden) context.res.statusCode = 403
  const [translations, own, dictionary] = await Promise.all([
    pageTranslations(lang, [...new Set([...ADMIN_NAMESPACES, ...namespaces])]),
    forbidden || load === undefined ? ({} as T) : load(),
    // Content out of reach costs the console its kept units, never the page.
    lang === 'th' ? readLineBreakDictionary().catch(() => null) : null,
  ])
  return {
    props: {
      ...own,
      // The console's Thai labels keep their compounds on one line (lib/typography/wordJoiners).
      ...(dictionary ? translationsWithWordJoiners(translations, dictionary) : translations),
      lang,
      session,
      forbidden,
      businessUnit: env.core.businessUnit,
      biDashboardUrl: env.biDashboardUrl ?? null,
    },
  }
}

// Longer than any address the console makes: an address beyond it (a hostile one) is not
// repeated, escaped twice over, in the redirect's Location header.
const CALLBACK_URL_MAX_LENGTH = 1000

/**
 * `/{lang}/login?error=SessionRequired&callbackUrl=/{lang}/admin/...`; for an overlong address
 * the callback is the console's first page.
 */
export function signInPath(lang: Lang, resolvedUrl: string): string {
  const callbackUrl =
    resolvedUrl.length > CALLBACK_URL_MAX_LENGTH
      ? localHref(lang, STATIC_ROUTES.admin)
      : localHref(lang, resolvedUrl)
  const query = new URLSearchParams({ error: 'SessionRequired', callbackUrl })
  return `${href(lang, 'login')}?${query.toString()}`
}
