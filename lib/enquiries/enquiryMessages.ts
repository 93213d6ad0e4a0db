import en from '@/public/locales/en/contact.json'
import th from '@/public/locales/th/contact.json'
import type { Lang } from '@/lib/i18n/lang'

// The API answers in the requester's language with the same texts the form shows. Server
// only: the browser reads these files through next-i18next.
const MESSAGES: Record<Lang, unknown> = { th, en }

/** The text of a `contact` namespace key (`form.errors.name.required`), with `{{values}}`. */
export function enquiryMessage(
  lang: Lang,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const text = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      MESSAGES[lang],
    )
  if (typeof text !== 'string') throw new Error(`contact.json (${lang}) has no text at ${key}`)
  return text.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}
