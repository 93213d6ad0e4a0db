import { formatDate, formatDateTime } from '@/lib/i18n/format'
import { topicName } from '../topics'
import type { AlertEmailT } from './alertEmailStrings'
import type { AlertEmail, AlertEmailSite } from './alertEmailTypes'

// What each e-mail says, worked out once and read by both its HTML (the React e-mails beside
// this file) and its plain-text version (alertEmailText.ts), so the two never disagree.

type EmailOf<K extends AlertEmail['kind']> = Extract<AlertEmail, { kind: K }>

export interface ConfirmContent {
  kind: 'confirm'
  subject: string
  preview: string
  heading: string
  intro: string
  topics: string[]
  button: { label: string; url: string; fallback: string }
  expires: string
  nothingSent: string
  notYou: string
  why: string
}

export interface AlreadySubscribedContent {
  kind: 'alreadySubscribed'
  subject: string
  preview: string
  heading: string
  intro: string
  topics: string[]
  change: string
  button: { label: string; url: string; fallback: string }
  notYou: string
  why: string
}

export interface AnnouncementContent {
  kind: 'announcement'
  subject: string
  preview: string
  topicLabel: string
  title: string
  published: string
  /** The summary's paragraphs (blank lines in the text split them). */
  summary: string[]
  button: { label: string; url: string }
  why: string
  manage: { label: string; url: string }
  unsubscribe: { label: string; url: string }
}

export type AlertEmailContent = ConfirmContent | AlreadySubscribedContent | AnnouncementContent

/** Line breaks and runs of spaces folded: a subject is one line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')

/** The site as the footer names it: its host (`www.example.com`). */
function siteHost(origin: string): string {
  return new URL(origin).host
}

/**
 * Only http(s) addresses become links: an address the e-mail cannot vouch for (`javascript:`, a
 * relative path) is a bug upstream, and an e-mail must not carry it.
 */
export function checkedUrl(url: string): string {
  const parsed = new URL(url)
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`An alert e-mail links only to http(s) addresses, not ${parsed.protocol}`)
  }
  return parsed.href
}

/**
 * What both subscription e-mails say alike, each in its own words (`confirm.*`,
 * `alreadySubscribed.*`): the company, the topics, the one button to `url`, and why it came.
 */
function subscriptionContent(
  kind: 'confirm' | 'alreadySubscribed',
  email: EmailOf<'confirm' | 'alreadySubscribed'>,
  url: string,
  site: AlertEmailSite,
  t: AlertEmailT,
) {
  const company = site.companyName
  return {
    subject: oneLine(t(`${kind}.subject`, { company })),
    preview: t(`${kind}.preview`, { company }),
    heading: t(`${kind}.heading`),
    intro: t(`${kind}.intro`, { company }),
    topics: email.topics.map((topic) => topicName(email.lang, topic)),
    button: {
      label: t(`${kind}.button`),
      url: checkedUrl(url),
      fallback: t(`${kind}.linkFallback`),
    },
    notYou: t(`${kind}.notYou`),
    why: t(`${kind}.why`, { site: siteHost(site.origin) }),
  }
}

function confirmContent(
  email: EmailOf<'confirm'>,
  site: AlertEmailSite,
  t: AlertEmailT,
): ConfirmContent {
  return {
    kind: 'confirm',
    ...subscriptionContent('confirm', email, email.confirmUrl, site, t),
    expires: t('confirm.expires', { time: formatDateTime(email.expiresAt, email.lang) }),
    nothingSent: t('confirm.nothingSent'),
  }
}

function alreadySubscribedContent(
  email: EmailOf<'alreadySubscribed'>,
  site: AlertEmailSite,
  t: AlertEmailT,
): AlreadySubscribedContent {
  return {
    kind: 'alreadySubscribed',
    ...subscriptionContent('alreadySubscribed', email, email.manageUrl, site, t),
    change: t('alreadySubscribed.change'),
  }
}

function announcementContent(
  email: EmailOf<'announcement'>,
  site: AlertEmailSite,
  t: AlertEmailT,
): AnnouncementContent {
  const { item, lang } = email
  const topicLabel = t(`topicLabel.${item.topic}`)
  const summary = paragraphsOf(item.summary)
  return {
    kind: 'announcement',
    subject: oneLine(t('announcement.subject', { topic: topicLabel, title: item.title })),
    preview: oneLine(item.summary).slice(0, 140),
    topicLabel,
    title: item.title,
    published: t('announcement.published', { date: formatDate(item.publishedAt, lang) }),
    summary,
    button: { label: t('announcement.button'), url: checkedUrl(item.url) },
    why: t('announcement.why', {
      company: site.companyName,
      topic: topicName(email.lang, item.topic),
    }),
    manage: { label: t('announcement.manage'), url: checkedUrl(email.manageUrl) },
    unsubscribe: { label: t('announcement.unsubscribe'), url: checkedUrl(email.unsubscribeUrl) },
  }
}

/** The words of one e-mail in its language. Throws on a link that is not http(s). */
export function alertEmailContent(
  email: AlertEmail,
  site: AlertEmailSite,
  t: AlertEmailT,
): AlertEmailContent {
  switch (email.kind) {
    case 'confirm':
      return confirmContent(email, site, t)
    case 'alreadySubscribed':
      return alreadySubscribedContent(email, site, t)
    case 'announcement':
      return announcementContent(email, site, t)
  }
}
