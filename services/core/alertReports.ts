/** What the console reads about e-mail alerts: counts, announcements, one address, the outbox. */

import {
  ALERT_TOPICS,
  type AlertsOverview,
  type AnnouncementDetail,
  type DeliveryStatus,
  type OutboxMessage,
  type OutboxMessageSummary,
  type SubscriberLookup,
} from '@/shared/alerts'
import { LANGS, type Lang } from '@/shared/lang'
import type { CoreDatabase, Database, Row } from './database'
import { readSubscriber } from './alertRepository'
import {
  ANNOUNCEMENT_COLUMNS,
  SUBSCRIBER_COLUMNS,
  text,
  textOrNull,
  toAnnouncement,
} from './alertRows'

const OVERVIEW_ANNOUNCEMENTS = 50

export interface AlertReports {
  overview(): Promise<AlertsOverview>
  announcement(id: string): Promise<AnnouncementDetail | null>
  /** `email` already normalised (trimmed, lower-cased). */
  lookup(email: string): Promise<SubscriberLookup>
  outbox(limit: number): Promise<OutboxMessageSummary[]>
  outboxMessage(id: string): Promise<OutboxMessage | null>
}

function overview(db: Database, nowIso: string): AlertsOverview {
  const counts = db.all(
    `SELECT t.topic, s.lang, COUNT(*) AS confirmed
     FROM alert_subscriber_topics t JOIN alert_subscribers s ON s.id = t.subscriber_id
     WHERE s.status = 'confirmed' GROUP BY t.topic, s.lang`,
  )
  const byPair = new Map(counts.map((row) => [`${row.topic}/${row.lang}`, Number(row.confirmed)]))
  const [{ pending = 0 } = {}] = db.all(
    `SELECT COUNT(*) AS pending FROM alert_subscribers
     WHERE status = 'pending' AND expires_at > ?`,
    [nowIso],
  )
  const [{ confirmed = 0 } = {}] = db.all(
    "SELECT COUNT(*) AS confirmed FROM alert_subscribers WHERE status = 'confirmed'",
  )
  const announcements = db.all(
    `SELECT ${ANNOUNCEMENT_COLUMNS},
       (SELECT COUNT(*) FROM alert_deliveries d WHERE d.announcement_id = a.id) AS recipients,
       (SELECT COUNT(*) FROM alert_deliveries d
        WHERE d.announcement_id = a.id AND d.status = 'sent') AS sent,
       (SELECT COUNT(*) FROM alert_deliveries d
        WHERE d.announcement_id = a.id AND d.status = 'failed') AS failed
     FROM alert_announcements a ORDER BY announced_at DESC, rowid DESC LIMIT ?`,
    [OVERVIEW_ANNOUNCEMENTS],
  )
  return {
    subscribers: ALERT_TOPICS.flatMap((topic) =>
      LANGS.map((lang) => ({ topic, lang, confirmed: byPair.get(`${topic}/${lang}`) ?? 0 })),
    ),
    pending: Number(pending),
    confirmedTotal: Number(confirmed),
    announcements: announcements.map((row) => {
      const announcement = toAnnouncement(row)
      const [recipients, sent, failed] = [row.recipients, row.sent, row.failed].map(Number)
      return {
        id: announcement.id,
        key: announcement.key,
        topic: announcement.topic,
        publishedAt: announcement.publishedAt,
        announcedAt: announcement.announcedAt,
        th: { title: announcement.th.title, url: announcement.th.url },
        en: { title: announcement.en.title, url: announcement.en.url },
        recipients: recipients!,
        sent: sent!,
        failed: failed!,
        pending: recipients! - sent! - failed!,
      }
    }),
  }
}

function announcement(db: Database, id: string): AnnouncementDetail | null {
  const row = db.all(`SELECT ${ANNOUNCEMENT_COLUMNS} FROM alert_announcements WHERE id = ?`, [
    id,
  ])[0]
  if (row === undefined) return null
  const recipients = db.all(
    `SELECT d.id, d.status, d.attempts, d.last_error, d.sent_at, s.email, s.lang
     FROM alert_deliveries d LEFT JOIN alert_subscribers s ON s.id = d.subscriber_id
     WHERE d.announcement_id = ? ORDER BY d.created_at, d.rowid`,
    [id],
  )
  return {
    announcement: toAnnouncement(row),
    recipients: recipients.map((recipient) => ({
      deliveryId: text(recipient, 'id'),
      email: textOrNull(recipient, 'email'),
      lang: textOrNull(recipient, 'lang') as Lang | null,
      status: text(recipient, 'status') as DeliveryStatus,
      attempts: Number(recipient.attempts),
      lastError: textOrNull(recipient, 'last_error'),
      sentAt: textOrNull(recipient, 'sent_at'),
    })),
  }
}

function lookup(db: Database, email: string): SubscriberLookup {
  const row = db.all(`SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers WHERE email = ?`, [
    email,
  ])[0]
  const [{ messages = 0 } = {}] = db.all(
    'SELECT COUNT(*) AS messages FROM alert_outbox WHERE to_email = ?',
    [email],
  )
  const [{ deliveries = 0 } = {}] =
    row === undefined
      ? []
      : db.all('SELECT COUNT(*) AS deliveries FROM alert_deliveries WHERE subscriber_id = ?', [
          text(row, 'id'),
        ])
  return {
    subscriber: row === undefined ? null : readSubscriber(db, row),
    deliveries: Number(deliveries),
    outboxMessages: Number(messages),
  }
}

function toSummary(row: Row): OutboxMessageSummary {
  return {
    id: text(row, 'id'),
    to: text(row, 'to_address'),
    subject: text(row, 'subject'),
    createdAt: text(row, 'created_at'),
    deliveryId: textOrNull(row, 'delivery_id'),
  }
}

export function createAlertReports(
  database: CoreDatabase,
  now: () => Date = () => new Date(),
): AlertReports {
  return {
    overview: () => database.read((db) => overview(db, now().toISOString())),
    announcement: (id) => database.read((db) => announcement(db, id)),
    lookup: (email) => database.read((db) => lookup(db, email)),
    outbox: (limit) =>
      database.read((db) =>
        db
          .all(
            `SELECT id, to_address, subject, created_at, delivery_id FROM alert_outbox
             ORDER BY created_at DESC, rowid DESC LIMIT ?`,
            [limit],
          )
          .map(toSummary),
      ),
    outboxMessage: (id) =>
      database.read((db) => {
        const row = db.all(
          `SELECT id, to_address, subject, created_at, delivery_id, html, text, headers
           FROM alert_outbox WHERE id = ?`,
          [id],
        )[0]
        if (row === undefined) return null
        return {
          ...toSummary(row),
          html: text(row, 'html'),
          text: text(row, 'text'),
          headers: JSON.parse(text(row, 'headers')) as Record<string, string>,
        }
      }),
  }
}
