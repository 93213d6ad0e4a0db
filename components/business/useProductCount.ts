import { useTranslation } from '@/lib/i18n/useTranslation'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { formatNumber } from '@/lib/i18n/formatNumber'

/** "19 products" / "ผลิตภัณฑ์ 19 รายการ", with the number in the page's language. */
export function useProductCount(): (count: number) => string {
  const { t } = useTranslation('business')
  const { lang } = useCurrentPath()
  return (count) => t('count.products', { count, formatted: formatNumber(count, lang) })
}
