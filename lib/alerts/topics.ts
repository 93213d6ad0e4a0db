import enAlerts from '@/public/locales/en/alerts.json'
import thAlerts from '@/public/locales/th/alerts.json'
import type { Lang } from '@/lib/i18n/lang'
import { ALERT_TOPICS, type AlertTopic } from '@/shared/alerts'

// What a subscriber may ask to be told of: the list is shared with the core service
// (shared/alerts.ts); the site maps content to it (alertItems.ts) and names it in its forms and
// e-mails (`alerts` namespace).
export { ALERT_TOPICS, type AlertTopic }

export function isAlertTopic(value: unknown): value is AlertTopic {
  return typeof value === 'string' && (ALERT_TOPICS as readonly string[]).includes(value)
}

/**
 * The version of the consent text a sign-up agrees to (alerts.json `form.consent`), stored with
 * each subscriber: change it whenever that text changes in either language.
 */
export const ALERT_CONSENT_VERSION = 'alerts-consent-2026-12'

const TOPIC_NAMES: Record<Lang, Record<AlertTopic, string>> = {
  th: thAlerts.topics,
  en: enAlerts.topics,
}

/** A topic's name in a language: one wording for the form, the e-mails and the console. */
export function topicName(lang: Lang, topic: AlertTopic): string {
  return TOPIC_NAMES[lang][topic]
}
