import { isLang, type Lang } from '@/lib/i18n/lang'
import { ALERT_LIMITS, normalizeEmail } from '@/shared/alerts'
import { ALERT_TOPICS, isAlertTopic, type AlertTopic } from './topics'

/** What the sign-up form sends, as the form shows it again after a refusal. */
export interface SignUpValues {
  email: string
  lang: Lang
  topics: AlertTopic[]
  consent: boolean
}

export type SignUpField = 'email' | 'lang' | 'topics' | 'consent'

export type SignUpProblems = Partial<Record<SignUpField, true>>

/** The longest address SMTP carries (RFC 5321's path limit less its brackets). */
export const MAX_EMAIL_LENGTH = ALERT_LIMITS.email

// The HTML standard's "valid e-mail address" (what <input type="email"> accepts), with a dot in
// the domain: a sign-up is for an address on the Internet, not a host on a local network.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value)
}

/**
 * Reads the form's fields (`application/x-www-form-urlencoded`): every problem at once, so the
 * form is shown again with each field's message. `pageLang` is the language a missing or
 * unknown `lang` falls back to for showing the form again.
 */
export function parseSignUpForm(
  form: URLSearchParams,
  pageLang: Lang,
): { values: SignUpValues; problems: SignUpProblems } {
  const problems: SignUpProblems = {}
  const email = normalizeEmail(form.get('email') ?? '').slice(0, MAX_EMAIL_LENGTH + 1)
  if (!isEmailAddress(email)) problems.email = true
  const langField = form.get('lang')
  const lang = langField !== null && isLang(langField) ? langField : pageLang
  if (langField === null || !isLang(langField)) problems.lang = true
  const asked = form.getAll('topics')
  const topics = ALERT_TOPICS.filter((topic) => asked.includes(topic))
  if (topics.length === 0 || asked.some((topic) => !isAlertTopic(topic))) problems.topics = true
  const consent = form.get('consent') === 'yes'
  if (!consent) problems.consent = true
  return { values: { email, lang, topics, consent }, problems }
}

/** Reads the manage form's fields: the language and at least one topic. */
export function parseTopicsForm(
  form: URLSearchParams,
): { lang: Lang; topics: AlertTopic[] } | { problem: 'lang' | 'topics' } {
  const lang = form.get('lang')
  if (lang === null || !isLang(lang)) return { problem: 'lang' }
  const asked = form.getAll('topics')
  const topics = ALERT_TOPICS.filter((topic) => asked.includes(topic))
  if (topics.length === 0 || asked.some((topic) => !isAlertTopic(topic))) {
    return { problem: 'topics' }
  }
  return { lang, topics }
}
