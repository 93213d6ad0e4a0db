import type { GetServerSideProps } from 'next'
import { hasStudioProject } from '@/cms/env'
import { serverEnv } from '@/lib/env'
import { isAllowedMethod } from '@/lib/http/allowedMethods'
import { langFromAcceptLanguage } from '@/shared/acceptLanguage'
import { isLang, type Lang } from '@/lib/i18n/lang'
import { pageTranslations } from '@/lib/i18n/pageTranslations'

export type StudioPageProps =
  | { hasProject: true }
  | {
      hasProject: false
      lang: Lang
      /** The origin browsers open the site at (NEXTAUTH_URL, else SITE_URL): the CORS origin to allow. */
      siteOrigin: string
      /** A `?lang=` value that is neither th nor en (answered 400), shown back to the reader. */
      unknownLang: string | null
    }

/**
 * /studio has no language prefix: with a project it is the Studio; without one, the setup
 * guide in the language of `?lang=` (the page's switch) or else of the browser's
 * Accept-Language.
 */
export const studioPageProps: GetServerSideProps<StudioPageProps> = async ({ req, res, query }) => {
  // Rendered per request, the page would answer any method; like the static pages, only GET.
  isAllowedMethod(req, res, ['GET', 'HEAD'])
  if (hasStudioProject) return { props: { hasProject: true } }
  const asked = typeof query.lang === 'string' ? query.lang : undefined
  const isUnknown = asked !== undefined && !isLang(asked)
  if (isUnknown) res.statusCode = 400
  const lang =
    asked !== undefined && isLang(asked)
      ? asked
      : langFromAcceptLanguage(req.headers['accept-language'])
  return {
    props: {
      hasProject: false,
      lang,
      siteOrigin: serverEnv().appOrigin,
      unknownLang: isUnknown ? asked.slice(0, 20) : null,
      ...(await pageTranslations(lang, ['studio'])),
    },
  }
}
