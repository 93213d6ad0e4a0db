import type { Lang } from '@/lib/i18n/lang'

// The e-mails of the announcement alerts, as the dispatcher asks for them
// (/work/alerts-contract.md: one per delivery kind).

import type { AlertTopic } from '../topics'

export { ALERT_TOPICS } from '../topics'
/** What a subscriber can ask to be told about (lib/alerts/topics.ts). */
export type Topic = AlertTopic

export interface AnnouncedItem {
  topic: Topic
  title: string
  summary: string
  /** Absolute http(s) address of the item on the site. */
  url: string
  /** The item's own date: ISO timestamp or a calendar date (`2026-05-12`). */
  publishedAt: string
}

export type AlertEmail =
  | {
      kind: 'confirm'
      lang: Lang
      confirmUrl: string
      /** When the confirmation link stops working (ISO, UTC): shown in Bangkok time. */
      expiresAt: string
      topics: Topic[]
    }
  | { kind: 'alreadySubscribed'; lang: Lang; manageUrl: string; topics: Topic[] }
  | {
      kind: 'announcement'
      lang: Lang
      item: AnnouncedItem
      manageUrl: string
      unsubscribeUrl: string
    }

/** The sender's side of every e-mail, in the e-mail's language. */
export interface AlertEmailSite {
  /** The site's origin (`https://www.example.com`): named in the footer's "why you get this". */
  origin: string
  /** The company's name in the e-mail's language (siteSettings.siteName). */
  companyName: string
  /** The company's postal address in the e-mail's language (siteSettings.address); omitted if absent. */
  address?: string
}

export interface RenderedEmail {
  subject: string
  html: string
  text: string
}
