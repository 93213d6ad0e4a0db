import { useTranslation } from 'next-i18next/pages'
import en from '@/public/locales/en/requestErrors.json'
import th from '@/public/locales/th/requestErrors.json'
import { requestErrorMessage } from './requestErrorMessage'

const NAMESPACE = 'requestErrors'
const BUNDLES = { th, en }

/**
 * The translated sentence for a failed request. The namespace travels with the code that
 * fetches (both languages, under 2 KiB) rather than in every page's props, as the search modal
 * can fail on any page.
 */
export function useRequestErrorText(): (error: unknown) => string {
  const { i18n } = useTranslation()
  for (const [lang, bundle] of Object.entries(BUNDLES)) {
    if (!i18n.hasResourceBundle(lang, NAMESPACE)) {
      i18n.addResourceBundle(lang, NAMESPACE, bundle, true, false)
    }
  }
  const { t } = useTranslation(NAMESPACE)
  return (error) => {
    const { key, values } = requestErrorMessage(error)
    return t(key, values)
  }
}
