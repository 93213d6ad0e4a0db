import type { IncomingMessage } from 'node:http'
import en from '@/public/locales/en/apiErrors.json'
import th from '@/public/locales/th/apiErrors.json'
import { langFromAcceptLanguage } from '@/shared/acceptLanguage'
import type { Lang } from '@/lib/i18n/lang'

// Server only: the API's own answers (405, 413, 500) in the asker's language.
const MESSAGES: Record<Lang, typeof en> = { th, en }

export type ApiMessageKey = keyof typeof en

/** The language an API answer is written in: the request's Accept-Language, else Thai. */
export function requestLang(req: IncomingMessage): Lang {
  return langFromAcceptLanguage(req.headers['accept-language'])
}

/** The text of an `apiErrors` key with its `{{values}}` filled in. */
export function apiMessage(
  lang: Lang,
  key: ApiMessageKey,
  values: Record<string, string | number> = {},
): string {
  return MESSAGES[lang][key].replace(/{{\s*(\w+)\s*}}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}
