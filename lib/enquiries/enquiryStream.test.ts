/**
 * @jest-environment node
 */
/*
 * The enquiry queue of several instances on a real redis-server: each "instance" is its own
 * connection, submit and forwarder; the core service is a stub that keeps each enquiry id once
 * (as the real one does) and records every attempt.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { RedisConnection } from '@/lib/redis/redisConnection'
import { startTestRedis, until, type TestRedis } from '@/lib/testing/testRedis'
import { createDeliveryLog, type DeliveryOutcome } from './enquiryForwarder'
import { addToStream, ENQUIRY_STREAM, FORWARDERS_GROUP, REJECTED_STREAM } from './enquiryStream'
import { createLocalEnquiryStore, type EnquiryRecord } from './localEnquiryStore'
import { createMovedLog, createOutboxMover } from './outboxMover'
import {
  createStreamForwarder,
  type StreamForwarder,
  type StreamForwarderOptions,
} from './streamForwarder'
import { submitEnquiry, type AcceptedEnquiry } from './submitEnquiry'

jest.setTimeout(20_000)

const ENQUIRY: AcceptedEnquiry = {
  name: 'Malee Wongsa',
  email: 'malee@example.com',
  topic: 'products',
  message: 'Do you deliver frozen duck to Chiang Mai?',
  consent: true,
}

// Short enough for the tests; the site's defaults are 30 s idle, a look every 10 s, 2 s reads.
// No retry of a failed attempt within a test: what is delivered was delivered by whom it says.
const MIN_IDLE_MS = 1_000
const FAST = {
  minIdleMs: MIN_IDLE_MS,
  reclaimEveryMs: 150,
  blockMs: 150,
  retryMs: 60_000,
  stopWaitMs: 200,
}

let redis: TestRedis
let a: RedisConnection
let b: RedisConnection
let folder: string
const forwarders: StreamForwarder[] = []
const logs: string[] = []

beforeAll(async () => {
  redis = await startTestRedis()
  a = redis.instance('site-a')
  b = redis.instance('site-b')
  folder = await mkdtemp(path.join(os.tmpdir(), 'enquiry-stream-'))
})
afterAll(async () => {
  await redis.close()
  await rm(folder, { recursive: true, force: true })
})

beforeEach(() => (logs.length = 0))
afterEach(async () => {
  await Promise.all(forwarders.splice(0).map((forwarder) => forwarder.stop()))
  await a.run('test', (client) => client.flushAll())
})

/** The core service: the ids it stored (once each, like the real one), and every attempt. */
function stubCore() {
  const stored = new Set<string>()
  const attempts: string[] = []
  return {
    stored,
    attempts,
    attemptsFor: (id: string) => attempts.filter((attempt) => attempt === id).length,
    /** A deliver that stores. */
    deliver: async (record: EnquiryRecord): Promise<DeliveryOutcome> => {
      attempts.push(record.id)
      const isNew = !stored.has(record.id)
      stored.add(record.id)
      return { result: 'delivered', status: isNew ? 201 : 200 }
    },
  }
}

function forwarder(
  connection: RedisConnection,
  consumer: string,
  deliver: StreamForwarderOptions['deliver'],
  options: Partial<StreamForwarderOptions> = {},
): StreamForwarder {
  const made = createStreamForwarder({
    connection,
    consumer,
    deliver,
    log: (message) => logs.push(`${consumer}: ${message}`),
    ...FAST,
    ...options,
  })
  forwarders.push(made)
  made.start()
  return made
}

/** An instance's submit, as /api/contact calls it with REDIS_URL set. */
async function instanceSubmit(
  connection: RedisConnection,
  name: string,
  dataDir: string,
  enquiry = ENQUIRY,
) {
  const outbox = createLocalEnquiryStore(dataDir)
  const mover = createOutboxMover({
    connection,
    outbox,
    moved: createMovedLog(dataDir),
    deliveries: createDeliveryLog(dataDir),
    log: (message) => logs.push(`${name}: ${message}`),
  })
  let count = 0
  const submit = () =>
    submitEnquiry(enquiry, 'th', {
      outbox,
      now: () => new Date(),
      newId: () => `${name}-enquiry-${++count}`,
      stored: () => mover.nudge(),
      enqueue: async (record) => {
        await addToStream(connection, record)
        mover.catchUp()
      },
      log: (message) => logs.push(`${name}: ${message}`),
    })
  // The first pass over an empty outbox, as at start.
  await mover.move()
  return { submit, outbox, mover }
}

// XRANGE's reply is typed nullable since @redis/client 6; a stream that does not exist is [].
const streamIds = async () =>
  ((await a.run('test', (client) => client.xRange(ENQUIRY_STREAM, '-', '+'))) ?? []).map(
    (entry) => entry.message.id,
  )
const pendingCount = async () =>
  (await a.run('test', (client) => client.xPending(ENQUIRY_STREAM, FORWARDERS_GROUP))).pending
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the enquiry queue in Redis Streams', () => {
  it('has an enquiry in the stream before submit resolves, and delivers it once', async () => {
    const dataDir = path.join(folder, 'submit')
    const { submit, outbox } = await instanceSubmit(a, 'a', dataDir)
    const core = stubCore()

    const { id } = await submit()
    expect(await streamIds()).toEqual([id])
    expect(await outbox.list()).toEqual([])

    const redisLogs = redis.logs.length
    forwarder(a, 'site-a', core.deliver)
    forwarder(b, 'site-b', core.deliver)
    await until(() => core.stored.has(id))
    // Acknowledged: no instance takes it over once it has been idle long enough.
    await sleep(MIN_IDLE_MS * 1.5)
    expect(core.attemptsFor(id)).toBe(1)
    expect(await streamIds()).toEqual([])
    expect(await pendingCount()).toBe(0)
    // Nothing the queue does (its group made twice, among others) reads as an outage of Redis.
    expect(redis.logs.slice(redisLogs)).toEqual([])
  })

  it('carries the product an enquiry is about through the stream, and through the outbox while Redis is down', async () => {
    const product = { id: 'product-jasmine-rice', slug: 'jasmine-rice', name: 'ข้าวหอมมะลิ' }
    const dataDir = path.join(folder, 'product')
    const { submit } = await instanceSubmit(a, 'a', dataDir, { ...ENQUIRY, product })
    const received = new Map<string, EnquiryRecord>()
    forwarder(a, 'site-a', async (record) => {
      received.set(record.id, record)
      return { result: 'delivered', status: 201 }
    })

    const streamed = await submit()
    await until(() => received.has(streamed.id))
    await redis.stop()
    const kept = await submit()
    await redis.restart()
    await until(() => received.has(kept.id))
    for (const { id } of [streamed, kept]) {
      expect(received.get(id)).toMatchObject({ id, fields: { message: ENQUIRY.message }, product })
    }
  })

  it('takes over the entries of an instance that died, after the idle time, and stores each once', async () => {
    const core = stubCore()
    const { submit } = await instanceSubmit(a, 'a', path.join(folder, 'died'))
    // Instance A reads the entry and never comes back from the core service.
    let aAttempts = 0
    forwarder(a, 'site-a', async () => {
      aAttempts += 1
      return new Promise<DeliveryOutcome>(() => undefined)
    })
    const { id } = await submit()
    await until(() => aAttempts === 1)

    forwarder(b, 'site-b', core.deliver)
    // Not before its idle time: A may only be slow.
    await sleep(MIN_IDLE_MS / 2)
    expect(core.stored.has(id)).toBe(false)

    await until(() => core.stored.has(id))
    await sleep(MIN_IDLE_MS * 1.5)
    expect([...core.stored]).toEqual([id])
    expect(core.attemptsFor(id)).toBe(1)
    expect(aAttempts).toBe(1)
    expect(await pendingCount()).toBe(0)
    expect(logs.some((line) => line.startsWith('site-b: Enquiry queue: took over 1'))).toBe(true)
  })

  it('keeps an enquiry in the outbox while Redis is down, and moves it to the stream once when it is back', async () => {
    const dataDir = path.join(folder, 'outage')
    const { submit, outbox, mover } = await instanceSubmit(a, 'a', dataDir)
    const core = stubCore()
    forwarder(a, 'site-a', core.deliver)
    forwarder(b, 'site-b', core.deliver)

    await redis.stop()
    const { id } = await submit()
    expect((await outbox.list()).map((record) => record.id)).toEqual([id])
    expect(logs.some((line) => line.includes(`${id} kept in the outbox`))).toBe(true)

    // Back on the same port, empty: the stream and its group are made again.
    await redis.restart()
    await until(() => core.stored.has(id))
    // Moved once, whatever nudges it again.
    mover.nudge()
    await mover.move()
    await sleep(MIN_IDLE_MS * 1.5)
    expect(core.attemptsFor(id)).toBe(1)
    expect((await createMovedLog(dataDir).list()).map((entry) => entry.id)).toEqual([id])
    expect(await streamIds()).toEqual([])
    // The forwarders paused once each while Redis was away, rather than failing in a loop.
    for (const consumer of ['site-a', 'site-b']) {
      const paused = logs.filter((line) =>
        line.startsWith(`${consumer}: Enquiry queue: forwarding paused`),
      )
      expect(paused.length).toBeLessThanOrEqual(1)
    }
  })

  it('hands the pending entries of a stopping instance to another one at once', async () => {
    const core = stubCore()
    const { submit } = await instanceSubmit(a, 'a', path.join(folder, 'hand-back'))
    // The core service does not answer A: the entry waits in A's pending list for a retry.
    let aAttempts = 0
    const aForwarder = forwarder(a, 'site-a', async () => {
      aAttempts += 1
      return { result: 'retry', reason: 'core service answered 503' }
    })
    const { id } = await submit()
    await until(() => aAttempts === 1)
    // B would take it over only after the site's default idle time of 30 s.
    forwarder(b, 'site-b', core.deliver, { minIdleMs: 30_000 })

    const started = Date.now()
    expect(await aForwarder.handBack()).toBe(1)
    await until(() => core.stored.has(id), 5_000)
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(aAttempts).toBe(1)
    expect(core.attemptsFor(id)).toBe(1)
    // A has left the group; nothing of it is pending.
    const consumers = await b.run('test', (client) =>
      client.xInfoConsumers(ENQUIRY_STREAM, FORWARDERS_GROUP),
    )
    expect(consumers.map((consumer) => consumer.name)).toEqual(['site-b'])
    await until(async () => (await pendingCount()) === 0)
  })

  it('tries an entry the core service did not take again after its wait, from the same instance', async () => {
    const core = stubCore()
    const { submit } = await instanceSubmit(a, 'a', path.join(folder, 'retry'))
    let isCoreUp = false
    forwarder(
      a,
      'site-a',
      (record) =>
        isCoreUp
          ? core.deliver(record)
          : Promise.resolve({ result: 'retry', reason: 'core service answered 503' }),
      { retryMs: 300 },
    )
    const { id } = await submit()
    await until(() =>
      logs.includes(`site-a: Enquiry ${id} not delivered yet: core service answered 503`),
    )
    expect(await pendingCount()).toBe(1)

    isCoreUp = true
    await until(() => core.stored.has(id))
    await sleep(MIN_IDLE_MS * 1.5)
    expect(core.attemptsFor(id)).toBe(1)
    expect(await pendingCount()).toBe(0)
  })

  it('moves an enquiry the core service refuses to the dead-letter stream and acknowledges it', async () => {
    const { submit } = await instanceSubmit(a, 'a', path.join(folder, 'rejected'))
    const attempts: string[] = []
    forwarder(a, 'site-a', async (record) => {
      attempts.push(record.id)
      return { result: 'rejected', status: 422 }
    })
    const { id } = await submit()

    await until(async () => (await a.run('test', (client) => client.xLen(REJECTED_STREAM))) === 1)
    const [dead] = (await a.run('test', (client) => client.xRange(REJECTED_STREAM, '-', '+'))) ?? []
    expect(dead?.message).toMatchObject({ id, reason: 'refused by the core service (422)' })
    expect(JSON.parse(dead?.message.record ?? '')).toMatchObject({ id, fields: ENQUIRY })
    await sleep(MIN_IDLE_MS * 1.5)
    expect(attempts).toEqual([id])
    expect(await pendingCount()).toBe(0)
    expect(await streamIds()).toEqual([])
    expect(logs).toContain(
      `site-a: Enquiry ${id} refused by the core service (422); moved to ${REJECTED_STREAM}`,
    )
  })
})
