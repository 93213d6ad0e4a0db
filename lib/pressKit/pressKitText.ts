import enFinancialHighlights from '@/public/locales/en/financialHighlights.json'
import enInvestors from '@/public/locales/en/investors.json'
import enPressKit from '@/public/locales/en/pressKit.json'
import thFinancialHighlights from '@/public/locales/th/financialHighlights.json'
import thInvestors from '@/public/locales/th/investors.json'
import thPressKit from '@/public/locales/th/pressKit.json'
import type { TranslationKey } from '@/lib/i18n/keys'
import type { Lang } from '@/lib/i18n/lang'
import { translate, type TranslateOptions } from '@/lib/i18n/translate'

// Server only: the kit's files (titles, the fact sheet, the ZIP's credits file) are written in
// the kit's language outside any page, from the same strings the pages use (figure names and
// dividend types are the investor pages' own).
const STRINGS = {
  th: { pressKit: thPressKit, financialHighlights: thFinancialHighlights, investors: thInvestors },
  en: { pressKit: enPressKit, financialHighlights: enFinancialHighlights, investors: enInvestors },
} as const

type Key =
  | TranslationKey<'pressKit'>
  | `financialHighlights:${TranslationKey<'financialHighlights'>}`
  | `investors:${TranslationKey<'investors'>}`

/** A `t` of the kit's language: `pressKit` keys, or `financialHighlights:` / `investors:` ones. */
export type PressKitText = (key: Key, options?: TranslateOptions) => string

export function pressKitText(lang: Lang): PressKitText {
  return (key, options) => translate(STRINGS[lang], lang, 'pressKit', key, options)
}
