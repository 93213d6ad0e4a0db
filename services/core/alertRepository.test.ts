/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AlertItem, AlertTopic } from '@/shared/alerts'
import { openDatabase, type CoreDatabase } from './database'
import { createAlertReports, type AlertReports } from './alertReports'
import {
  createAlertRepository,
  OUTBOX_MAX_MESSAGES,
  retryDelayMs,
  type AlertRepository,
} from './alertRepository'
import { parseItems, parseNewSubscription } from './alertRequests'

const START = Date.parse('2026-11-21T05:00:00.000Z')
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

let folder: string
let database: CoreDatabase
let clock: number
let alerts: AlertRepository
let reports: AlertReports

function open(sendsPerMinute = 120) {
  const now = () => new Date(clock)
  alerts = createAlertRepository(database, { now, sendsPerMinute })
  reports = createAlertReports(database, now)
}

beforeEach(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'core-alerts-'))
  database = await openDatabase(path.join(folder, 'core.sqlite'))
  clock = START
  open()
})

afterEach(async () => {
  await database.close()
  rmSync(folder, { recursive: true, force: true })
})

const advance = (ms: number) => {
  clock += ms
}

function item(key: string, topic: AlertTopic = 'pressReleases'): AlertItem {
  return parseItems({
    items: [
      {
        key,
        topic,
        publishedAt: '2026-11-20T03:00:00Z',
        th: { title: `ข่าว ${key}`, summary: 'สรุป', url: `https://example.com/th/${key}` },
        en: { title: `News ${key}`, summary: 'Summary', url: `https://example.com/en/${key}` },
      },
    ],
  })[0]!
}

async function signUp(email: string, topics: AlertTopic[] = ['pressReleases'], lang = 'en') {
  return alerts.subscribe(parseNewSubscription({ email, lang, topics, consentVersion: 'v1' }))
}

async function idOf(email: string): Promise<string> {
  const { subscriber } = await reports.lookup(email)
  if (subscriber === null) throw new Error(`${email} is not stored`)
  return subscriber.id
}

/** Signs up and confirms; sends away the confirmation so the queue holds only what follows. */
async function confirmed(email: string, topics: AlertTopic[] = ['pressReleases']) {
  await signUp(email, topics)
  const id = await idOf(email)
  await alerts.confirm(id)
  await drain()
  return id
}

/** Claims everything due and reports it sent. */
async function drain() {
  for (const delivery of await alerts.claim({ limit: 50, leaseSeconds: 60 })) {
    await alerts.report(delivery.id, { outcome: 'sent' })
  }
}

async function pendingDeliveries() {
  return database.read((db) =>
    db.all("SELECT kind, subscriber_id FROM alert_deliveries WHERE status = 'pending'"),
  )
}

describe('sign-up', () => {
  it('stores a new address as pending, trimmed and lower-cased, with one confirm delivery', async () => {
    expect(await signUp('  Nok@Example.CO.TH ', ['results', 'dividends'], 'th')).toBe('pending')
    const { subscriber } = await reports.lookup('nok@example.co.th')
    expect(subscriber).toEqual({
      id: expect.any(String),
      email: 'nok@example.co.th',
      lang: 'th',
      topics: ['results', 'dividends'],
      status: 'pending',
      consentAt: new Date(START).toISOString(),
      consentVersion: 'v1',
      consentLang: 'th',
      createdAt: new Date(START).toISOString(),
      confirmedAt: null,
      expiresAt: new Date(START + 48 * HOUR).toISOString(),
    })
    expect(await pendingDeliveries()).toEqual([{ kind: 'confirm', subscriber_id: subscriber!.id }])
  })

  it('a pending one signing up again: choices replaced, expiry renewed, one confirm a minute', async () => {
    await signUp('a@example.com', ['results'])
    advance(30 * SECOND)
    await signUp('a@example.com', ['dividends', 'irEvents'], 'th')
    const { subscriber } = await reports.lookup('a@example.com')
    expect(subscriber).toMatchObject({
      topics: ['dividends', 'irEvents'],
      lang: 'th',
      expiresAt: new Date(clock + 48 * HOUR).toISOString(),
    })
    expect(await pendingDeliveries()).toHaveLength(1)
    advance(31 * SECOND)
    await signUp('a@example.com', ['dividends'])
    expect(await pendingDeliveries()).toHaveLength(2)
  })

  it('a confirmed one: nothing changes, one "already subscribed" notice a minute', async () => {
    const id = await confirmed('b@example.com', ['results'])
    expect(await signUp('B@example.com', ['irEvents'], 'th')).toBe('alreadySubscribed')
    expect(await signUp('b@example.com', ['irEvents'], 'th')).toBe('alreadySubscribed')
    expect(await alerts.getSubscriber(id)).toMatchObject({ topics: ['results'], lang: 'en' })
    expect(await pendingDeliveries()).toEqual([{ kind: 'alreadySubscribed', subscriber_id: id }])
  })

  it('confirming makes it confirmed (twice is fine); update only when confirmed', async () => {
    await signUp('c@example.com')
    const id = await idOf('c@example.com')
    expect(await alerts.update(id, { lang: 'th', topics: ['results'] })).toBeNull()
    advance(HOUR)
    const first = await alerts.confirm(id)
    expect(first).toMatchObject({
      status: 'confirmed',
      confirmedAt: new Date(clock).toISOString(),
      expiresAt: null,
    })
    advance(HOUR)
    expect(await alerts.confirm(id)).toEqual(first)
    expect(await alerts.update(id, { lang: 'th', topics: ['results', 'dividends'] })).toMatchObject(
      { lang: 'th', topics: ['results', 'dividends'] },
    )
    expect(await alerts.confirm('no-such-id')).toBeNull()
  })
})

describe('expiry', () => {
  it('an expired sign-up cannot be confirmed and is swept with its deliveries and mail', async () => {
    await signUp('late@example.com')
    const id = await idOf('late@example.com')
    await alerts.addOutboxMessage({
      deliveryId: null,
      to: 'late@example.com',
      subject: 'Confirm',
      html: '<p>x</p>',
      text: 'x',
      headers: {},
      raw: 'To: late@example.com\r\n\r\nx',
    })
    advance(48 * HOUR - SECOND)
    expect(await alerts.getSubscriber(id)).not.toBeNull()
    advance(SECOND)
    expect(await alerts.getSubscriber(id)).toBeNull()
    expect(await alerts.confirm(id)).toBeNull()
    await alerts.sweep()
    const counts = await database.read((db) =>
      db.all(`SELECT (SELECT COUNT(*) FROM alert_subscribers) AS subscribers,
        (SELECT COUNT(*) FROM alert_deliveries) AS deliveries,
        (SELECT COUNT(*) FROM alert_subscriber_topics) AS topics,
        (SELECT COUNT(*) FROM alert_outbox) AS outbox`),
    )
    expect(counts).toEqual([{ subscribers: 0, deliveries: 0, topics: 0, outbox: 0 }])
  })

  it('every sign-up sweeps the expired ones first', async () => {
    await signUp('old@example.com')
    advance(49 * HOUR)
    await signUp('new@example.com')
    expect((await reports.lookup('old@example.com')).subscriber).toBeNull()
    expect(await pendingDeliveries()).toHaveLength(1)
  })
})

describe('items and announcements', () => {
  it('the first sync is the baseline: nothing announced, those keys never are', async () => {
    await confirmed('d@example.com')
    expect(await alerts.syncItems([item('news:1'), item('news:2')])).toEqual({
      announced: [],
      baseline: true,
    })
    expect(await alerts.syncItems([item('news:1'), item('news:2'), item('news:3')])).toEqual({
      announced: ['news:3'],
      baseline: false,
    })
    expect(await alerts.syncItems([item('news:3'), item('news:1')])).toEqual({
      announced: [],
      baseline: false,
    })
    const { announcements } = await reports.overview()
    expect(announcements.map((announcement) => announcement.key)).toEqual(['news:3'])
  })

  it('an empty first sync is the baseline too', async () => {
    expect(await alerts.syncItems([])).toEqual({ announced: [], baseline: true })
    expect(await alerts.syncItems([item('news:1')])).toEqual({
      announced: ['news:1'],
      baseline: false,
    })
  })

  it('two concurrent syncs of the same new item announce it once', async () => {
    await confirmed('e@example.com')
    await alerts.syncItems([])
    const results = await Promise.all([
      alerts.syncItems([item('news:9')]),
      alerts.syncItems([item('news:9')]),
      alerts.syncItems([item('news:9'), item('news:9')]),
    ])
    expect(results.flatMap((result) => result.announced)).toEqual(['news:9'])
    expect(await pendingDeliveries()).toHaveLength(1)
  })

  it('reaches those confirmed at that moment whose topics hold the item, no one else', async () => {
    const reader = await confirmed('f@example.com', ['results', 'pressReleases'])
    await confirmed('g@example.com', ['dividends'])
    await signUp('pending@example.com', ['pressReleases'])
    await drain()
    await alerts.syncItems([])
    await alerts.syncItems([item('news:10', 'pressReleases')])
    expect(await pendingDeliveries()).toEqual([{ kind: 'announcement', subscriber_id: reader }])
    // Confirming later does not reach back to an item announced before.
    await alerts.confirm(await idOf('pending@example.com'))
    await drain()
    await alerts.syncItems([item('news:10', 'pressReleases')])
    expect(await pendingDeliveries()).toEqual([])
  })
})

describe('the delivery queue', () => {
  beforeEach(async () => {
    await alerts.syncItems([])
  })

  it('hands a delivery out with the subscriber and the announcement', async () => {
    const id = await confirmed('h@example.com')
    await alerts.syncItems([item('news:11')])
    const [delivery] = await alerts.claim({ limit: 10, leaseSeconds: 60 })
    expect(delivery).toEqual({
      id: expect.any(String),
      kind: 'announcement',
      attempts: 0,
      subscriber: {
        id,
        email: 'h@example.com',
        lang: 'en',
        topics: ['pressReleases'],
        expiresAt: null,
      },
      announcement: expect.objectContaining({
        key: 'news:11',
        topic: 'pressReleases',
        publishedAt: '2026-11-20T03:00:00.000Z',
        announcedAt: new Date(clock).toISOString(),
        en: { title: 'News news:11', summary: 'Summary', url: 'https://example.com/en/news:11' },
      }),
    })
  })

  it('two claims never get the same delivery; an expired lease is claimable again', async () => {
    for (const email of ['i1@example.com', 'i2@example.com', 'i3@example.com']) await signUp(email)
    const first = await alerts.claim({ limit: 2, leaseSeconds: 30 })
    const second = await alerts.claim({ limit: 2, leaseSeconds: 30 })
    expect(first).toHaveLength(2)
    expect(second).toHaveLength(1)
    expect(new Set([...first, ...second].map((delivery) => delivery.id)).size).toBe(3)
    expect(await alerts.claim({ limit: 5, leaseSeconds: 30 })).toEqual([])
    advance(30 * SECOND)
    const again = await alerts.claim({ limit: 5, leaseSeconds: 30 })
    expect(again.map((delivery) => delivery.id).sort()).toEqual(
      [...first, ...second].map((delivery) => delivery.id).sort(),
    )
  })

  it('backs off after each retry (30 s doubling, at most 30 min) and fails after 12', async () => {
    expect([1, 2, 3, 6, 7, 12].map(retryDelayMs)).toEqual([
      30 * SECOND,
      MINUTE,
      2 * MINUTE,
      16 * MINUTE,
      30 * MINUTE,
      30 * MINUTE,
    ])
    await signUp('j@example.com')
    for (let attempt = 1; attempt <= 11; attempt++) {
      const [delivery] = await alerts.claim({ limit: 1, leaseSeconds: 60 })
      expect(delivery?.attempts).toBe(attempt - 1)
      const outcome = await alerts.report(delivery!.id, { outcome: 'retry', error: 'ECONNREFUSED' })
      expect(outcome).toMatchObject({
        kind: 'updated',
        delivery: { status: 'pending', attempts: attempt, leaseUntil: null },
      })
      // Not due a moment before its back-off is over.
      advance(retryDelayMs(attempt) - SECOND)
      expect(await alerts.claim({ limit: 1, leaseSeconds: 60 })).toEqual([])
      advance(SECOND)
    }
    const [last] = await alerts.claim({ limit: 1, leaseSeconds: 60 })
    expect(
      await alerts.report(last!.id, { outcome: 'retry', error: 'ECONNREFUSED' }),
    ).toMatchObject({
      kind: 'updated',
      delivery: { status: 'failed', attempts: 12, lastError: 'ECONNREFUSED' },
    })
    advance(HOUR)
    expect(await alerts.claim({ limit: 1, leaseSeconds: 60 })).toEqual([])
    expect(await alerts.report(last!.id, { outcome: 'sent' })).toEqual({ kind: 'settled' })
  })

  it('a permanent refusal fails at once; a sent one is settled; unknown ids are not found', async () => {
    await signUp('k1@example.com')
    await signUp('k2@example.com')
    const [a, b] = await alerts.claim({ limit: 2, leaseSeconds: 60 })
    expect(
      await alerts.report(a!.id, { outcome: 'failed', error: '550 no such user' }),
    ).toMatchObject({
      kind: 'updated',
      delivery: { status: 'failed', attempts: 1, lastError: '550 no such user' },
    })
    expect(await alerts.report(b!.id, { outcome: 'sent' })).toMatchObject({
      kind: 'updated',
      delivery: { status: 'sent', sentAt: new Date(clock).toISOString(), attempts: 1 },
    })
    expect(await alerts.report(b!.id, { outcome: 'sent' })).toEqual({ kind: 'settled' })
    expect(await alerts.report('nothing', { outcome: 'sent' })).toEqual({ kind: 'not_found' })
  })

  it('hands out at most the rate per rolling minute, across callers', async () => {
    open(3)
    for (let index = 0; index < 5; index++) await signUp(`r${index}@example.com`)
    expect(await alerts.claim({ limit: 2, leaseSeconds: 600 })).toHaveLength(2)
    advance(30 * SECOND)
    expect(await alerts.claim({ limit: 5, leaseSeconds: 600 })).toHaveLength(1)
    expect(await alerts.claim({ limit: 5, leaseSeconds: 600 })).toHaveLength(0)
    // The first two leave the window 60 s after they were handed out; the third 30 s later.
    advance(30 * SECOND)
    expect(await alerts.claim({ limit: 5, leaseSeconds: 600 })).toHaveLength(2)
  })

  it('deletes instead of handing out a delivery whose subscriber is gone', async () => {
    await signUp('gone@example.com')
    await database.write((db) => db.run('DELETE FROM alert_subscribers'))
    expect(await alerts.claim({ limit: 5, leaseSeconds: 60 })).toEqual([])
    expect(await pendingDeliveries()).toEqual([])
  })
})

describe('unsubscribe and PDPA delete', () => {
  const ADDRESS = 'pdpa.person@example.com'

  /** Every text value of every table, to search for the address in. */
  async function everyStoredText(): Promise<string> {
    return database.read((db) => {
      const tables = db.all("SELECT name FROM sqlite_master WHERE type = 'table'")
      return tables
        .map(({ name }) => JSON.stringify(db.all(`SELECT * FROM "${String(name)}"`)))
        .join('\n')
    })
  }

  it('leaves no copy of the address anywhere; settled deliveries keep only the id', async () => {
    await alerts.syncItems([])
    const id = await confirmed(ADDRESS, ['pressReleases', 'results'])
    await alerts.syncItems([item('news:20'), item('news:21')])
    const [delivery] = await alerts.claim({ limit: 1, leaseSeconds: 60 })
    await alerts.report(delivery!.id, { outcome: 'sent' })
    await alerts.addOutboxMessage({
      deliveryId: delivery!.id,
      to: `Pdpa Person <${ADDRESS.toUpperCase()}>`,
      subject: 'News',
      html: `<p>to ${ADDRESS}</p>`,
      text: `to ${ADDRESS}`,
      headers: { 'List-Unsubscribe': '<https://example.com/u>' },
      raw: `To: ${ADDRESS}\r\n\r\nhello`,
    })
    expect(await reports.lookup(ADDRESS)).toMatchObject({ deliveries: 3, outboxMessages: 1 })
    expect((await everyStoredText()).toLowerCase()).toContain(ADDRESS)

    await alerts.remove(id)
    await alerts.remove(id)
    expect((await everyStoredText()).toLowerCase()).not.toContain(ADDRESS)
    // Nor in the file's free pages or its log, read raw as anyone with the file could.
    for (const suffix of ['', '-wal']) {
      const file = path.join(folder, `core.sqlite${suffix}`)
      const bytes = existsSync(file) ? readFileSync(file).toString('latin1').toLowerCase() : ''
      expect({ suffix, hasAddress: bytes.includes(ADDRESS) }).toEqual({ suffix, hasAddress: false })
    }
    expect(await reports.lookup(ADDRESS)).toEqual({
      subscriber: null,
      deliveries: 0,
      outboxMessages: 0,
    })
    const { announcements } = await reports.overview()
    const sentOne = announcements.find((announcement) => announcement.key === 'news:20')!
    expect(sentOne).toMatchObject({ recipients: 1, sent: 1, pending: 0 })
    const detail = await reports.announcement(sentOne.id)
    expect(detail?.recipients).toEqual([
      {
        deliveryId: delivery!.id,
        email: null,
        lang: null,
        status: 'sent',
        attempts: 1,
        lastError: null,
        sentAt: new Date(clock).toISOString(),
      },
    ])
    // The other announcement's pending delivery went with the address.
    const other = announcements.find((announcement) => announcement.key === 'news:21')!
    expect(other.recipients).toBe(0)
  })
})

describe('the outbox', () => {
  const message = (subject: string) => ({
    deliveryId: null,
    to: 'o@example.com',
    subject,
    html: '<p>hi</p>',
    text: 'hi',
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    raw: 'raw',
  })

  it(`keeps the newest ${OUTBOX_MAX_MESSAGES}, none older than 30 days`, async () => {
    const { id: oldest } = await alerts.addOutboxMessage(message('oldest'))
    for (let index = 1; index <= OUTBOX_MAX_MESSAGES; index++) {
      advance(SECOND)
      await alerts.addOutboxMessage(message(`m${index}`))
    }
    const listed = await reports.outbox(100)
    expect(listed).toHaveLength(100)
    expect(listed[0]?.subject).toBe(`m${OUTBOX_MAX_MESSAGES}`)
    expect(await reports.outboxMessage(oldest)).toBeNull()
    const count = () => database.read((db) => db.all('SELECT COUNT(*) AS n FROM alert_outbox'))
    expect(await count()).toEqual([{ n: OUTBOX_MAX_MESSAGES }])
    // m400 … m500 are 30 days old or younger then: m400 exactly 30 days.
    advance(30 * 24 * HOUR - 100 * SECOND)
    await alerts.sweep()
    expect(await count()).toEqual([{ n: 101 }])
  })

  it('answers one message with its HTML, text and headers', async () => {
    const { id } = await alerts.addOutboxMessage(message('One'))
    expect(await reports.outboxMessage(id)).toEqual({
      id,
      to: 'o@example.com',
      subject: 'One',
      createdAt: new Date(clock).toISOString(),
      deliveryId: null,
      html: '<p>hi</p>',
      text: 'hi',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    })
  })
})

describe('overview', () => {
  it('counts confirmed subscribers per topic and language, all ten pairs', async () => {
    await confirmed('p1@example.com', ['results', 'dividends'])
    await signUp('p2@example.com', ['results'], 'th')
    await alerts.confirm(await idOf('p2@example.com'))
    await signUp('p3@example.com', ['results'])
    const overview = await reports.overview()
    expect(overview.subscribers).toHaveLength(10)
    expect(overview.subscribers.filter((pair) => pair.confirmed > 0)).toEqual([
      { topic: 'results', lang: 'th', confirmed: 1 },
      { topic: 'results', lang: 'en', confirmed: 1 },
      { topic: 'dividends', lang: 'en', confirmed: 1 },
    ])
    expect(overview).toMatchObject({ pending: 1, confirmedTotal: 2 })
  })
})
