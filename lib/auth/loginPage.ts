import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next'
import type { SSRConfig } from 'next-i18next/pages'
import { getSiteLayout, type SiteLayout } from '@/lib/page/getSiteLayout'
import { serverEnv } from '@/lib/env'
import { isLang, type Lang } from '@/lib/i18n/lang'
import { pageTranslations } from '@/lib/i18n/pageTranslations'
import { safeCallbackPath } from './callbackUrl'
import { readSession } from './serverAuth'
import { signInError, type SignInError } from './signInError'
import { href } from '@/lib/routes'

export interface LoginPageProps extends SSRConfig {
  layout: SiteLayout
  lang: Lang
  error: SignInError | null
  /** Where a successful sign-in leads: a path of this site. */
  callbackUrl: string
  /** Whether an identity provider is configured at all. */
  canSignIn: boolean
}

/**
 * `/login`: the product's sign-in page. Someone already signed in with nothing to explain goes
 * straight on to `callbackUrl`.
 */
export async function loginPageProps(
  context: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<LoginPageProps>> {
  if (!isLang(context.locale)) return { notFound: true }
  const lang = context.locale
  context.res.setHeader('Cache-Control', 'private, no-store')
  const env = serverEnv()
  const callbackUrl = safeCallbackPath(
    context.query.callbackUrl,
    env.appOrigin,
    href(lang, 'admin'),
  )
  const error = signInError(context.query.error)
  const session = await readSession(context.req, context.res)
  if (session !== null && session.error === undefined && error === null) {
    return { redirect: { destination: callbackUrl, permanent: false } }
  }
  const [layout, translations] = await Promise.all([
    getSiteLayout(lang),
    pageTranslations(lang, ['auth']),
  ])
  return {
    props: {
      ...translations,
      layout,
      lang,
      error: env.auth ? error : 'Configuration',
      callbackUrl,
      canSignIn: env.auth !== undefined,
    },
  }
}
