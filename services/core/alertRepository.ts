/**
 * E-mail alerts in the core database: subscribers, the items the site has shown, announcements,
 * the delivery queue and the embedded default's outbox. The only module that writes SQL about
 * them (the console's reads are alertReports.ts).
 *
 * Every change of several rows is one transaction (database.write): an announcement and its
 * deliveries, a subscriber and every trace of its address. The service is one process writing
 * synchronously, so two instances' calls run one after the other; the unique key of
 * `alert_announcements` holds "announced once" even so.
 */

import { randomUUID } from 'node:crypto'
import {
  ALERT_TOPICS,
  MAX_DELIVERY_ATTEMPTS,
  normalizeEmail,
  PENDING_LIFETIME_MS,
  type AlertDelivery,
  type AlertItem,
  type AlertSubscriber,
  type AlertTopic,
  type ClaimedDelivery,
  type DeliveryKind,
} from '@/shared/alerts'
import type { CoreDatabase, Database, Row } from './database'
import type {
  ClaimRequest,
  DeliveryResult,
  NewOutboxMessage,
  NewSubscription,
  SubscriptionChange,
} from './alertRequests'
import {
  ANNOUNCEMENT_COLUMNS,
  DELIVERY_COLUMNS,
  SUBSCRIBER_COLUMNS,
  text,
  toAnnouncement,
  toDelivery,
  toSubscriber,
  topicsOf,
} from './alertRows'

/** A second confirmation (or "already subscribed") e-mail is not queued sooner than this. */
const RESEND_AFTER_MS = 60 * 1000
const RETRY_BASE_MS = 30 * 1000
const RETRY_MAX_MS = 30 * 60 * 1000
const RATE_WINDOW_MS = 60 * 1000
/** The outbox keeps the newest this many messages, none older than OUTBOX_MAX_AGE_MS. */
export const OUTBOX_MAX_MESSAGES = 500
export const OUTBOX_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000
/** Confirmation and "already subscribed" deliveries, once settled, count for nothing after this. */
export const SETTLED_NOTICE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

export type SubscribeOutcome = 'pending' | 'alreadySubscribed'

export type ReportOutcome =
  { kind: 'updated'; delivery: AlertDelivery } | { kind: 'not_found' } | { kind: 'settled' }

export interface AlertRepository {
  subscribe(input: NewSubscription): Promise<SubscribeOutcome>
  /** A pending subscriber past its expiry is as good as gone: null. */
  getSubscriber(id: string): Promise<AlertSubscriber | null>
  confirm(id: string): Promise<AlertSubscriber | null>
  /** Confirmed subscribers only; null otherwise. */
  update(id: string, change: SubscriptionChange): Promise<AlertSubscriber | null>
  /** Removes the address everywhere it is kept; nothing to do is fine. */
  remove(id: string): Promise<void>
  syncItems(items: AlertItem[]): Promise<{ announced: string[]; baseline: boolean }>
  claim(request: ClaimRequest): Promise<ClaimedDelivery[]>
  report(id: string, result: DeliveryResult): Promise<ReportOutcome>
  addOutboxMessage(message: NewOutboxMessage): Promise<{ id: string }>
  /** Deletes expired sign-ups and what outlived its use (the service calls it hourly). */
  sweep(): Promise<void>
}

const iso = (ms: number) => new Date(ms).toISOString()

/** The bare address of a `To` value (`Name <a@b>` or `a@b`), as subscribers' are stored. */
export function outboxAddress(to: string): string {
  const bracketed = /<([^<>]+)>\s*$/.exec(to)
  return normalizeEmail(bracketed?.[1] ?? to)
}

function findSubscriberRow(db: Database, where: string, value: string): Row | undefined {
  return db.all(`SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers WHERE ${where} = ?`, [
    value,
  ])[0]
}

export function readSubscriber(db: Database, row: Row): AlertSubscriber {
  return toSubscriber(row, topicsOf(db, text(row, 'id'), ALERT_TOPICS))
}

function isExpired(row: Row, nowIso: string): boolean {
  return row.status === 'pending' && row.expires_at !== null && text(row, 'expires_at') <= nowIso
}

function liveSubscriberRow(db: Database, id: string, nowIso: string): Row | null {
  const row = findSubscriberRow(db, 'id', id)
  return row === undefined || isExpired(row, nowIso) ? null : row
}

function setTopics(db: Database, subscriberId: string, topics: readonly AlertTopic[]): void {
  db.run('DELETE FROM alert_subscriber_topics WHERE subscriber_id = ?', [subscriberId])
  for (const topic of topics) {
    db.run('INSERT INTO alert_subscriber_topics (topic, subscriber_id) VALUES (?, ?)', [
      topic,
      subscriberId,
    ])
  }
}

function queueDelivery(
  db: Database,
  kind: DeliveryKind,
  subscriberId: string,
  announcementId: string | null,
  nowIso: string,
): void {
  db.run(
    `INSERT INTO alert_deliveries (id, kind, subscriber_id, announcement_id, status, attempts,
       next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, 'pending', 0, ?, ?)`,
    [randomUUID(), kind, subscriberId, announcementId, nowIso, nowIso],
  )
}

/** Queues a notice unless one of its kind was queued in the last minute (a flood of sign-ups). */
function queueNotice(db: Database, kind: DeliveryKind, subscriberId: string, now: number): void {
  const recent = db.all(
    `SELECT 1 FROM alert_deliveries WHERE subscriber_id = ? AND kind = ? AND created_at > ?
     LIMIT 1`,
    [subscriberId, kind, iso(now - RESEND_AFTER_MS)],
  )
  if (recent.length === 0) queueDelivery(db, kind, subscriberId, null, iso(now))
}

/**
 * Everything that holds a subscriber's address or is about to use it: the row, its topics, its
 * pending deliveries and the outbox messages to it. Settled deliveries stay, naming only the id,
 * for the announcements' counts — unless `withSettled` (an expired sign-up, counted nowhere).
 */
function deleteSubscriber(db: Database, row: Row, withSettled: boolean): void {
  const id = text(row, 'id')
  db.run('DELETE FROM alert_subscriber_topics WHERE subscriber_id = ?', [id])
  db.run(
    `DELETE FROM alert_deliveries WHERE subscriber_id = ?${withSettled ? '' : " AND status = 'pending'"}`,
    [id],
  )
  db.run('DELETE FROM alert_outbox WHERE to_email = ?', [text(row, 'email')])
  db.run('DELETE FROM alert_subscribers WHERE id = ?', [id])
}

function sweepExpired(db: Database, now: number): void {
  const expired = db.all(
    `SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers
     WHERE status = 'pending' AND expires_at <= ?`,
    [iso(now)],
  )
  for (const row of expired) deleteSubscriber(db, row, true)
}

function trimOutbox(db: Database, now: number): void {
  db.run('DELETE FROM alert_outbox WHERE created_at < ?', [iso(now - OUTBOX_MAX_AGE_MS)])
  db.run(
    `DELETE FROM alert_outbox WHERE id NOT IN (
       SELECT id FROM alert_outbox ORDER BY created_at DESC, rowid DESC LIMIT ?)`,
    [OUTBOX_MAX_MESSAGES],
  )
}

function subscribe(db: Database, input: NewSubscription, now: number): SubscribeOutcome {
  const nowIso = iso(now)
  sweepExpired(db, now)
  const stored = findSubscriberRow(db, 'email', input.email)
  if (stored?.status === 'confirmed') {
    queueNotice(db, 'alreadySubscribed', text(stored, 'id'), now)
    return 'alreadySubscribed'
  }
  const expiresAt = iso(now + PENDING_LIFETIME_MS)
  let id: string
  if (stored === undefined) {
    id = randomUUID()
    db.run(
      `INSERT INTO alert_subscribers (id, email, lang, status, consent_at, consent_version,
         consent_lang, created_at, confirmed_at, expires_at)
       VALUES (?, ?, ?, 'pending', ?, ?, ?, ?, NULL, ?)`,
      [id, input.email, input.lang, nowIso, input.consentVersion, input.lang, nowIso, expiresAt],
    )
  } else {
    id = text(stored, 'id')
    // The latest sign-up's choices and consent are the ones the confirmation will confirm.
    db.run(
      `UPDATE alert_subscribers SET lang = ?, consent_at = ?, consent_version = ?,
         consent_lang = ?, expires_at = ? WHERE id = ?`,
      [input.lang, nowIso, input.consentVersion, input.lang, expiresAt, id],
    )
  }
  setTopics(db, id, input.topics)
  queueNotice(db, 'confirm', id, now)
  return 'pending'
}

function confirm(db: Database, id: string, now: number): AlertSubscriber | null {
  const row = liveSubscriberRow(db, id, iso(now))
  if (row === null) return null
  if (row.status === 'pending') {
    db.run(
      `UPDATE alert_subscribers SET status = 'confirmed', confirmed_at = ?, expires_at = NULL
       WHERE id = ?`,
      [iso(now), id],
    )
  }
  return readSubscriber(db, findSubscriberRow(db, 'id', id)!)
}

function update(db: Database, id: string, change: SubscriptionChange): AlertSubscriber | null {
  const row = findSubscriberRow(db, 'id', id)
  if (row?.status !== 'confirmed') return null
  db.run('UPDATE alert_subscribers SET lang = ? WHERE id = ?', [change.lang, id])
  setTopics(db, id, change.topics)
  return readSubscriber(db, findSubscriberRow(db, 'id', id)!)
}

function syncItems(db: Database, items: AlertItem[], now: number) {
  const nowIso = iso(now)
  const isBaseline = db.all("SELECT 1 FROM alert_state WHERE name = 'baselineAt'").length === 0
  if (isBaseline) db.run("INSERT INTO alert_state (name, value) VALUES ('baselineAt', ?)", [nowIso])
  const announced: string[] = []
  for (const item of items) {
    const isKnown = db.all('SELECT 1 FROM alert_known_items WHERE key = ?', [item.key]).length > 0
    if (isKnown) continue
    db.run('INSERT INTO alert_known_items (key, first_seen_at) VALUES (?, ?)', [item.key, nowIso])
    if (isBaseline) continue
    const announcementId = randomUUID()
    db.run(`INSERT INTO alert_announcements (${ANNOUNCEMENT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)`, [
      announcementId,
      item.key,
      item.topic,
      item.publishedAt,
      nowIso,
      JSON.stringify({ th: item.th, en: item.en }),
    ])
    // Confirmed at this moment: a later confirmation does not reach back to this item.
    const recipients = db.all(
      `SELECT s.id FROM alert_subscriber_topics t JOIN alert_subscribers s ON s.id = t.subscriber_id
       WHERE t.topic = ? AND s.status = 'confirmed' ORDER BY s.created_at, s.id`,
      [item.topic],
    )
    for (const row of recipients) {
      queueDelivery(db, 'announcement', text(row, 'id'), announcementId, nowIso)
    }
    announced.push(item.key)
  }
  return { announced, baseline: isBaseline }
}

function claim(db: Database, request: ClaimRequest, now: number, perMinute: number) {
  const nowIso = iso(now)
  db.run('DELETE FROM alert_send_slots WHERE at <= ?', [iso(now - RATE_WINDOW_MS)])
  const [{ used = 0 } = {}] = db.all('SELECT COUNT(*) AS used FROM alert_send_slots')
  let room = Math.min(request.limit, perMinute - Number(used))
  const claimed: ClaimedDelivery[] = []
  const leaseUntil = iso(now + request.leaseSeconds * 1000)
  while (room > 0) {
    const rows = db.all(
      `SELECT d.id, d.kind, d.attempts, d.announcement_id, s.id AS subscriber
       FROM alert_deliveries d LEFT JOIN alert_subscribers s ON s.id = d.subscriber_id
       WHERE d.status = 'pending' AND d.next_attempt_at <= ?
         AND (d.lease_until IS NULL OR d.lease_until <= ?)
       ORDER BY d.created_at, d.rowid LIMIT ?`,
      [nowIso, nowIso, room],
    )
    if (rows.length === 0) break
    for (const row of rows) {
      const id = text(row, 'id')
      const subscriberRow =
        row.subscriber === null ? undefined : findSubscriberRow(db, 'id', text(row, 'subscriber'))
      if (subscriberRow === undefined || isExpired(subscriberRow, nowIso)) {
        db.run('DELETE FROM alert_deliveries WHERE id = ?', [id])
        continue
      }
      db.run('UPDATE alert_deliveries SET lease_until = ? WHERE id = ?', [leaseUntil, id])
      db.run('INSERT INTO alert_send_slots (at) VALUES (?)', [nowIso])
      const subscriber = readSubscriber(db, subscriberRow)
      const announcementRow =
        row.announcement_id === null
          ? undefined
          : db.all(`SELECT ${ANNOUNCEMENT_COLUMNS} FROM alert_announcements WHERE id = ?`, [
              text(row, 'announcement_id'),
            ])[0]
      claimed.push({
        id,
        kind: text(row, 'kind') as DeliveryKind,
        attempts: Number(row.attempts),
        subscriber: {
          id: subscriber.id,
          email: subscriber.email,
          lang: subscriber.lang,
          topics: subscriber.topics,
          expiresAt: subscriber.expiresAt,
        },
        announcement: announcementRow === undefined ? null : toAnnouncement(announcementRow),
      })
      room -= 1
    }
  }
  return claimed
}

/** When a delivery tried `attempts` times is tried again: 30 s, 1, 2, 4 … min, at most 30 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS)
}

function report(db: Database, id: string, result: DeliveryResult, now: number): ReportOutcome {
  const row = db.all(`SELECT ${DELIVERY_COLUMNS} FROM alert_deliveries WHERE id = ?`, [id])[0]
  if (row === undefined) return { kind: 'not_found' }
  if (row.status !== 'pending') return { kind: 'settled' }
  // Every reported try counts, the successful one too: "attempts" is how often it was tried.
  const attempts = Number(row.attempts) + 1
  const nowIso = iso(now)
  if (result.outcome === 'sent') {
    db.run(
      `UPDATE alert_deliveries SET status = 'sent', attempts = ?, sent_at = ?, lease_until = NULL
       WHERE id = ?`,
      [attempts, nowIso, id],
    )
  } else {
    const isFinal = result.outcome === 'failed' || attempts >= MAX_DELIVERY_ATTEMPTS
    db.run(
      `UPDATE alert_deliveries SET status = ?, attempts = ?, last_error = ?, lease_until = NULL,
         next_attempt_at = ? WHERE id = ?`,
      [
        isFinal ? 'failed' : 'pending',
        attempts,
        result.error,
        isFinal ? text(row, 'next_attempt_at') : iso(now + retryDelayMs(attempts)),
        id,
      ],
    )
  }
  const updated = db.all(`SELECT ${DELIVERY_COLUMNS} FROM alert_deliveries WHERE id = ?`, [id])[0]!
  return { kind: 'updated', delivery: toDelivery(updated) }
}

function addOutboxMessage(db: Database, message: NewOutboxMessage, now: number) {
  const id = randomUUID()
  db.run(
    `INSERT INTO alert_outbox (id, delivery_id, to_address, to_email, subject, html, text,
       headers, raw, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      message.deliveryId,
      message.to,
      outboxAddress(message.to),
      message.subject,
      message.html,
      message.text,
      JSON.stringify(message.headers),
      message.raw,
      iso(now),
    ],
  )
  trimOutbox(db, now)
  return { id }
}

function sweep(db: Database, now: number): void {
  sweepExpired(db, now)
  trimOutbox(db, now)
  db.run(
    `DELETE FROM alert_deliveries
     WHERE announcement_id IS NULL AND status != 'pending' AND created_at < ?`,
    [iso(now - SETTLED_NOTICE_MAX_AGE_MS)],
  )
  db.run('DELETE FROM alert_send_slots WHERE at <= ?', [iso(now - RATE_WINDOW_MS)])
}

export interface AlertRepositoryOptions {
  now?: () => Date
  /** Deliveries handed out per rolling minute, across every caller. */
  sendsPerMinute: number
}

export function createAlertRepository(
  database: CoreDatabase,
  { now = () => new Date(), sendsPerMinute }: AlertRepositoryOptions,
): AlertRepository {
  const ms = () => now().getTime()
  return {
    subscribe: (input) => database.write((db) => subscribe(db, input, ms())),
    getSubscriber: (id) =>
      database.read((db) => {
        const row = liveSubscriberRow(db, id, iso(ms()))
        return row === null ? null : readSubscriber(db, row)
      }),
    confirm: (id) => database.write((db) => confirm(db, id, ms())),
    update: (id, change) => database.write((db) => update(db, id, change)),
    remove: async (id) => {
      const isRemoved = await database.write((db) => {
        const row = findSubscriberRow(db, 'id', id)
        if (row !== undefined) deleteSubscriber(db, row, false)
        return row !== undefined
      })
      // secure_delete zeroed the rows in the pages; this drops the log's older copies of them.
      if (isRemoved) await database.checkpoint()
    },
    syncItems: (items) => database.write((db) => syncItems(db, items, ms())),
    claim: (request) => database.write((db) => claim(db, request, ms(), sendsPerMinute)),
    report: (id, result) => database.write((db) => report(db, id, result, ms())),
    addOutboxMessage: (message) => database.write((db) => addOutboxMessage(db, message, ms())),
    sweep: async () => {
      await database.write((db) => sweep(db, ms()))
      await database.checkpoint()
    },
  }
}
