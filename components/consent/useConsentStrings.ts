import { useEffect, useState } from 'react'
import type { Lang } from '@/lib/i18n/lang'
import { useTranslationBundles } from '@/lib/i18n/useTranslation'

export const CONSENT_NAMESPACE = 'consent'

// The banner is on every page, but only until the visitor chooses: its strings travel with its
// code instead of in every page's props.
const STRINGS: Record<Lang, () => Promise<{ default: object }>> = {
  th: () => import('@/public/locales/th/consent.json'),
  en: () => import('@/public/locales/en/consent.json'),
}

/**
 * Whether the `consent` namespace is ready in this language, fetching it first when the page
 * did not bring it (every page but `/cookies`).
 */
export function useConsentStrings(lang: Lang): boolean {
  const [loaded, setLoaded] = useState<Partial<Record<Lang, object>>>({})
  const isReady = useTranslationBundles(CONSENT_NAMESPACE, loaded)

  useEffect(() => {
    if (isReady) return
    let isCurrent = true
    void STRINGS[lang]().then((strings) => {
      if (isCurrent) setLoaded((bundles) => ({ ...bundles, [lang]: strings.default }))
    })
    return () => {
      isCurrent = false
    }
  }, [lang, isReady])

  return isReady
}
