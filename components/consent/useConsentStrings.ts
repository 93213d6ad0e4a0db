import { useTranslation } from 'next-i18next/pages'
import { useEffect, useState } from 'react'
import type { Lang } from '@/lib/i18n/lang'

export const CONSENT_NAMESPACE = 'consent'

// The banner is on every page, but only until the visitor chooses: its strings travel with its
// code instead of in every page's props.
const STRINGS: Record<Lang, () => Promise<{ default: object }>> = {
  th: () => import('@/public/locales/th/consent.json'),
  en: () => import('@/public/locales/en/consent.json'),
}

/**
 * Whether the `consent` namespace is ready in this language, adding it to i18next first when the
 * page did not bring it (every page but `/cookies`).
 */
export function useConsentStrings(lang: Lang): boolean {
  const { i18n } = useTranslation()
  const isReady = i18n.hasResourceBundle(lang, CONSENT_NAMESPACE)
  const [, setLoaded] = useState<Lang | null>(null)

  useEffect(() => {
    if (isReady) return
    let isCurrent = true
    void STRINGS[lang]().then((strings) => {
      i18n.addResourceBundle(lang, CONSENT_NAMESPACE, strings.default, true, false)
      if (isCurrent) setLoaded(lang)
    })
    return () => {
      isCurrent = false
    }
  }, [i18n, lang, isReady])

  return isReady
}
