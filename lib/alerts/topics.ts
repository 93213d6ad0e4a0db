/**
 * What a subscriber may ask to be told of. The core service stores these names; the site maps
 * content to them (alertItems.ts) and names them in its forms and e-mails (`alerts` namespace).
 */
export const ALERT_TOPICS = [
  'pressReleases',
  'investorNews',
  'results',
  'dividends',
  'irEvents',
] as const

export type AlertTopic = (typeof ALERT_TOPICS)[number]

export function isAlertTopic(value: unknown): value is AlertTopic {
  return typeof value === 'string' && (ALERT_TOPICS as readonly string[]).includes(value)
}

/**
 * The version of the consent text a sign-up agrees to (alerts.json `form.consent`), stored with
 * each subscriber: change it whenever that text changes in either language.
 */
export const ALERT_CONSENT_VERSION = 'alerts-consent-2026-12'

/** How long a confirmation link works, and a pending sign-up is kept (the core service's rule). */
export const CONFIRMATION_HOURS = 48
