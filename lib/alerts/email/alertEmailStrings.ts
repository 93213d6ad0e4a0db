import { createInstance, type TFunction } from 'i18next'
import en from '@/public/locales/en/alertEmails.json'
import th from '@/public/locales/th/alertEmails.json'
import type { Lang } from '@/lib/i18n/lang'

// The e-mails' strings through i18next, on the server only: one instance for the process, over
// the `alertEmails` namespace of both languages, imported so a standalone build carries them
// (no public/locales lookup at run time). Not next-i18next's serverSideTranslations: that
// builds a page's props and re-reads the files per call; an e-mail needs a `t`, nothing else.

export const ALERT_EMAILS_NS = 'alertEmails'

export type AlertEmailT = TFunction<typeof ALERT_EMAILS_NS>

let instance: ReturnType<typeof createInstance> | null = null

function alertEmailI18n() {
  if (!instance) {
    instance = createInstance()
    void instance.init({
      resources: { th: { [ALERT_EMAILS_NS]: th }, en: { [ALERT_EMAILS_NS]: en } },
      ns: [ALERT_EMAILS_NS],
      defaultNS: ALERT_EMAILS_NS,
      lng: 'th',
      fallbackLng: false,
      // Synchronous: the resources are here already.
      initAsync: false,
      // React escapes the HTML; the subject and the text version are plain text and must not
      // carry `&amp;` for a title's "&".
      interpolation: { escapeValue: false },
    })
  }
  return instance
}

/** `t` over the `alertEmails` namespace in one language. */
export function alertEmailT(lang: Lang): AlertEmailT {
  return alertEmailI18n().getFixedT(lang, ALERT_EMAILS_NS)
}
