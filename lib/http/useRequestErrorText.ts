import { useTranslation, useTranslationBundles } from '@/lib/i18n/useTranslation'
import en from '@/public/locales/en/requestErrors.json'
import th from '@/public/locales/th/requestErrors.json'
import { requestErrorMessage } from './requestErrorMessage'

const BUNDLES = { th, en }

/**
 * The translated sentence for a failed request. The namespace travels with the code that
 * fetches (both languages, under 2 KiB) rather than in every page's props, as the search modal
 * can fail on any page.
 */
export function useRequestErrorText(): (error: unknown) => string {
  useTranslationBundles('requestErrors', BUNDLES)
  const { t } = useTranslation('requestErrors')
  return (error) => {
    const { key, values } = requestErrorMessage(error)
    return t(key, values)
  }
}
