/** Rows of the alert tables as the API's objects (shared/alerts.ts). */

import type {
  AlertAnnouncement,
  AlertDelivery,
  AlertItemText,
  AlertSubscriber,
  AlertTopic,
  DeliveryKind,
  DeliveryStatus,
  SubscriberStatus,
} from '@/shared/alerts'
import type { Lang } from '@/shared/lang'
import type { Database, Row } from './database'

export function text(row: Row, column: string): string {
  const value = row[column]
  if (typeof value !== 'string') throw new Error(`alerts: ${column} is not text`)
  return value
}

export function textOrNull(row: Row, column: string): string | null {
  return row[column] === null || row[column] === undefined ? null : text(row, column)
}

export const SUBSCRIBER_COLUMNS = `id, email, lang, status, consent_at, consent_version,
  consent_lang, created_at, confirmed_at, expires_at`

// The casts below are held true by the tables' CHECK constraints and by the checked input.
export function toSubscriber(row: Row, topics: AlertTopic[]): AlertSubscriber {
  return {
    id: text(row, 'id'),
    email: text(row, 'email'),
    lang: text(row, 'lang') as Lang,
    topics,
    status: text(row, 'status') as SubscriberStatus,
    consentAt: text(row, 'consent_at'),
    consentVersion: text(row, 'consent_version'),
    consentLang: text(row, 'consent_lang') as Lang,
    createdAt: text(row, 'created_at'),
    confirmedAt: textOrNull(row, 'confirmed_at'),
    expiresAt: textOrNull(row, 'expires_at'),
  }
}

/** A subscriber's topics in the order of ALERT_TOPICS. */
export function topicsOf(db: Database, subscriberId: string, order: readonly AlertTopic[]) {
  const rows = db.all('SELECT topic FROM alert_subscriber_topics WHERE subscriber_id = ?', [
    subscriberId,
  ])
  const stored = new Set(rows.map((row) => text(row, 'topic')))
  return order.filter((topic) => stored.has(topic))
}

export const ANNOUNCEMENT_COLUMNS = 'id, key, topic, published_at, announced_at, content'

export function toAnnouncement(row: Row): AlertAnnouncement {
  const content = JSON.parse(text(row, 'content')) as { th: AlertItemText; en: AlertItemText }
  return {
    id: text(row, 'id'),
    key: text(row, 'key'),
    topic: text(row, 'topic') as AlertTopic,
    publishedAt: text(row, 'published_at'),
    announcedAt: text(row, 'announced_at'),
    th: content.th,
    en: content.en,
  }
}

export const DELIVERY_COLUMNS = `id, kind, subscriber_id, announcement_id, status, attempts,
  next_attempt_at, lease_until, last_error, sent_at, created_at`

export function toDelivery(row: Row): AlertDelivery {
  return {
    id: text(row, 'id'),
    kind: text(row, 'kind') as DeliveryKind,
    subscriberId: text(row, 'subscriber_id'),
    announcementId: textOrNull(row, 'announcement_id'),
    status: text(row, 'status') as DeliveryStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: text(row, 'next_attempt_at'),
    leaseUntil: textOrNull(row, 'lease_until'),
    lastError: textOrNull(row, 'last_error'),
    sentAt: textOrNull(row, 'sent_at'),
    createdAt: text(row, 'created_at'),
  }
}
