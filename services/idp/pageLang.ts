import { langFromAcceptLanguage } from '@/shared/acceptLanguage'
import type { Lang } from '@/shared/lang'

/**
 * The language of the provider's pages: the first of the request's `ui_locales` (OpenID Connect
 * Core 3.1.2.1; the site sends the language of the page the visitor signs in from) that is Thai
 * or English, else the browser's Accept-Language, else Thai.
 */
export function pageLang(uiLocales: unknown, acceptLanguage: string | undefined): Lang {
  if (typeof uiLocales === 'string') {
    for (const tag of uiLocales.split(' ')) {
      const primary = tag.trim().toLowerCase().split('-', 1)[0]
      if (primary === 'th' || primary === 'en') return primary
    }
  }
  return langFromAcceptLanguage(acceptLanguage)
}
