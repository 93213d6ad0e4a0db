import { useTranslation } from 'next-i18next/pages'
import en from '@/public/locales/en/search.json'
import th from '@/public/locales/th/search.json'

const NAMESPACE = 'search'
const BUNDLES = { th, en }

/**
 * The `search` namespace inside the modal. Pages load only their own namespaces, and the modal
 * can open on any page, so its strings travel with the modal's lazily loaded code (both
 * languages: about 1 KiB) instead of in every page's props.
 */
export function useSearchTranslation() {
  const { i18n } = useTranslation()
  for (const [lang, bundle] of Object.entries(BUNDLES)) {
    if (!i18n.hasResourceBundle(lang, NAMESPACE)) {
      i18n.addResourceBundle(lang, NAMESPACE, bundle, true, false)
    }
  }
  return useTranslation(NAMESPACE)
}
