import { useTranslation } from '@/lib/i18n/useTranslation'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { formatNumber } from '@/lib/i18n/formatNumber'
import type { TranslationKey } from '@/lib/i18n/keys'

/**
 * A `catalogue` string with a count in it (`filters.count`, `results.summary` …): the plural
 * form by `count`, the number written for the page's language as `formatted`.
 */
export function useCountLabel(): (
  key: TranslationKey<'catalogue'>,
  count: number,
  values?: object,
) => string {
  const { t } = useTranslation('catalogue')
  const { lang } = useCurrentPath()
  return (key, count, values = {}) =>
    t(key, { ...values, count, formatted: formatNumber(count, lang) })
}
