/**
 * E-mail alerts (issue 33): the vocabulary and the answers of the core service's `/alerts/*`
 * routes, shared by the core service (services/core/alert*.ts), the site's dispatcher and the
 * console's 'Alerts' page. The contract: services/core/README.md, "E-mail alerts".
 */

import type { Lang } from './lang'

export const ALERT_TOPICS = [
  'pressReleases',
  'investorNews',
  'results',
  'dividends',
  'irEvents',
] as const
export type AlertTopic = (typeof ALERT_TOPICS)[number]

export const ALERT_LIMITS = {
  email: 254,
  consentVersion: 40,
  itemKey: 200,
  title: 300,
  summary: 1000,
  url: 2000,
  itemsPerSync: 200,
  claimLimit: { min: 1, max: 50 },
  leaseSeconds: { min: 10, max: 600 },
  error: 500,
  /** A whole MIME message the embedded outbox keeps (bytes). */
  rawBytes: 512 * 1024,
  outboxPage: { default: 50, max: 100 },
} as const

/** A pending sign-up lives this long, then it is deleted (with its deliveries). */
export const PENDING_LIFETIME_MS = 48 * 60 * 60 * 1000
/** A delivery reported `retry` this many times is `failed`. */
export const MAX_DELIVERY_ATTEMPTS = 12

export type SubscriberStatus = 'pending' | 'confirmed'
export type DeliveryKind = 'confirm' | 'alreadySubscribed' | 'announcement'
export type DeliveryStatus = 'pending' | 'sent' | 'failed'

export interface AlertSubscriber {
  id: string
  email: string
  lang: Lang
  topics: AlertTopic[]
  status: SubscriberStatus
  consentAt: string
  consentVersion: string
  consentLang: Lang
  createdAt: string
  confirmedAt: string | null
  expiresAt: string | null
}

export interface AlertItemText {
  title: string
  summary: string
  url: string
}

/** A public piece of content that may be announced (`POST /alerts/items`). */
export interface AlertItem {
  key: string
  topic: AlertTopic
  publishedAt: string
  th: AlertItemText
  en: AlertItemText
}

export interface AlertAnnouncement extends Omit<AlertItem, 'key'> {
  id: string
  key: string
  announcedAt: string
}

export interface AlertDelivery {
  id: string
  kind: DeliveryKind
  subscriberId: string
  announcementId: string | null
  status: DeliveryStatus
  attempts: number
  nextAttemptAt: string
  leaseUntil: string | null
  lastError: string | null
  sentAt: string | null
  createdAt: string
}

/** What `POST /alerts/deliveries/claim` hands out: enough to render and send one e-mail. */
export interface ClaimedDelivery {
  id: string
  kind: DeliveryKind
  attempts: number
  subscriber: Pick<AlertSubscriber, 'id' | 'email' | 'lang' | 'topics' | 'expiresAt'>
  announcement: AlertAnnouncement | null
}

export interface AnnouncementSummary {
  id: string
  key: string
  topic: AlertTopic
  publishedAt: string
  announcedAt: string
  th: { title: string; url: string }
  en: { title: string; url: string }
  recipients: number
  sent: number
  failed: number
  pending: number
}

/** `GET /alerts/overview`. */
export interface AlertsOverview {
  /** Confirmed subscribers per topic and language: all ten pairs, zeros included. */
  subscribers: { topic: AlertTopic; lang: Lang; confirmed: number }[]
  pending: number
  confirmedTotal: number
  /** The newest 50, newest first. */
  announcements: AnnouncementSummary[]
}

export interface AnnouncementRecipient {
  deliveryId: string
  /** null: the address was removed since (unsubscribed or a PDPA request). */
  email: string | null
  lang: Lang | null
  status: DeliveryStatus
  attempts: number
  lastError: string | null
  sentAt: string | null
}

/** `GET /alerts/announcements/:id`. */
export interface AnnouncementDetail {
  announcement: AlertAnnouncement
  recipients: AnnouncementRecipient[]
}

/** `GET /alerts/subscribers?email=`: what is kept about one address (a PDPA request). */
export interface SubscriberLookup {
  subscriber: AlertSubscriber | null
  deliveries: number
  outboxMessages: number
}

export interface OutboxMessageSummary {
  id: string
  to: string
  subject: string
  createdAt: string
  deliveryId: string | null
}

export interface OutboxMessage extends OutboxMessageSummary {
  html: string
  text: string
  headers: Record<string, string>
}

/** An address as it is stored and looked up: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}
