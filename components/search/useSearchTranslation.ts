import { useTranslation, useTranslationBundles } from '@/lib/i18n/useTranslation'
import en from '@/public/locales/en/search.json'
import th from '@/public/locales/th/search.json'

const BUNDLES = { th, en }

/**
 * The `search` namespace inside the modal. Pages load only their own namespaces, and the modal
 * can open on any page, so its strings travel with the modal's lazily loaded code (both
 * languages: about 1 KiB) instead of in every page's props.
 */
export function useSearchTranslation() {
  useTranslationBundles('search', BUNDLES)
  return useTranslation('search')
}
