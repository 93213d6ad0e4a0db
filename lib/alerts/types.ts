import type { Lang } from '@/lib/i18n/lang'
import type { AlertTopic } from './topics'

// The shapes of the core service's alert routes (services/core/README.md, "E-mail alerts").

export interface AlertSubscriber {
  id: string
  email: string
  lang: Lang
  topics: AlertTopic[]
  status: 'pending' | 'confirmed'
  consentAt: string
  consentVersion: string
  consentLang: Lang
  createdAt: string
  confirmedAt: string | null
  expiresAt: string | null
}

/** An item's text in one language. */
export interface AlertItemText {
  title: string
  summary: string
  url: string
}

/** A public piece of content that may be announced, as the site sends it to the core service. */
export interface AlertItem {
  /** The content's identity, e.g. `news:<document id>`; announced once, ever. */
  key: string
  topic: AlertTopic
  /** The item's own date (ISO). */
  publishedAt: string
  th: AlertItemText
  en: AlertItemText
}

export interface Announcement extends AlertItem {
  id: string
  announcedAt: string
}

export type DeliveryKind = 'confirm' | 'alreadySubscribed' | 'announcement'

export interface ClaimedDelivery {
  id: string
  kind: DeliveryKind
  attempts: number
  subscriber: Pick<AlertSubscriber, 'id' | 'email' | 'lang' | 'topics' | 'expiresAt'>
  announcement: Announcement | null
}

export type DeliveryResult =
  { outcome: 'sent' } | { outcome: 'retry'; error: string } | { outcome: 'failed'; error: string }

export interface OutboxMessage {
  deliveryId: string | null
  to: string
  subject: string
  html: string
  text: string
  headers: Record<string, string>
  raw: string
}
