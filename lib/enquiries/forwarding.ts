import { serverEnv, type ServerEnv } from '@/lib/env'
import { INSTANCE_ID } from '@/lib/health/instanceId'
import { createSiteCoreClient } from '@/lib/http/siteCoreClient'
import { sharedRedis, type RedisConnection } from '@/lib/redis/redisConnection'
import { createCoreDelivery } from './coreDelivery'
import {
  createDeliveryLog,
  createEnquiryForwarder,
  type EnquiryForwarder,
} from './enquiryForwarder'
import { addToStream } from './enquiryStream'
import { createLocalEnquiryStore, type EnquiryRecord } from './localEnquiryStore'
import { createMovedLog, createOutboxMover, type OutboxMover } from './outboxMover'
import { createStreamForwarder, type StreamForwarder } from './streamForwarder'

let forwarder: EnquiryForwarder | null | undefined

/** One attempt to hand a record to the core service, or null when sign-in is not configured. */
function coreDelivery(env: ServerEnv) {
  // A refused call is retried by the forwarder, which forgets the token itself.
  const site = createSiteCoreClient(env)
  return site && createCoreDelivery(site.client, site.tokens)
}

/**
 * Without REDIS_URL: the process's one forwarder from the outbox to the core service, or null
 * when sign-in is not configured (the site then has no token for the core service: enquiries
 * wait in the outbox).
 */
export function enquiryForwarder(): EnquiryForwarder | null {
  if (forwarder !== undefined) return forwarder
  const env = serverEnv()
  const deliver = coreDelivery(env)
  forwarder =
    deliver &&
    createEnquiryForwarder({
      outbox: createLocalEnquiryStore(env.dataDir),
      deliveries: createDeliveryLog(env.dataDir),
      deliver,
    })
  return forwarder
}

/** With REDIS_URL: how this process puts enquiries in the stream and delivers them from it. */
export interface EnquiryQueue {
  /** Adds a record to the stream; rejects when Redis cannot be reached. */
  enqueue(record: EnquiryRecord): Promise<void>
  /** Moves what the outbox took while Redis could not be reached. */
  mover: OutboxMover
  /** This instance's consumer of the stream; null when sign-in is not configured. */
  forwarder: StreamForwarder | null
}

// On globalThis: the server (for the hand-back on SIGTERM), the instrumentation hook and each
// of Next's route bundles load their own copy of this module, and one process must have one
// consumer and one mover (two would move the same outbox record twice).
const QUEUE_KEY = Symbol.for('siam-harvest.enquiry-queue')
type WithQueue = typeof globalThis & { [QUEUE_KEY]?: EnquiryQueue }

/** The process's enquiry queue, made on first use; undefined without REDIS_URL. */
export function enquiryQueue(): EnquiryQueue | undefined {
  const connection = sharedRedis()
  if (connection === undefined) return undefined
  const holder = globalThis as WithQueue
  holder[QUEUE_KEY] ??= createEnquiryQueue(connection, serverEnv())
  return holder[QUEUE_KEY]
}

function createEnquiryQueue(connection: RedisConnection, env: ServerEnv): EnquiryQueue {
  const mover = createOutboxMover({
    connection,
    outbox: createLocalEnquiryStore(env.dataDir),
    moved: createMovedLog(env.dataDir),
    deliveries: createDeliveryLog(env.dataDir),
  })
  const deliver = coreDelivery(env)
  const streamForwarder =
    deliver && createStreamForwarder({ connection, consumer: INSTANCE_ID, deliver })
  return {
    async enqueue(record) {
      await addToStream(connection, record)
      mover.catchUp()
      streamForwarder?.start()
    },
    mover,
    forwarder: streamForwarder,
  }
}

/**
 * At start (Next's instrumentation hook): delivers what waits. With REDIS_URL this instance
 * joins the stream's consumers and moves what its outbox kept; without, the outbox forwarder
 * delivers what an earlier run left.
 */
export function startEnquiryDelivery(): void {
  const queue = enquiryQueue()
  if (queue === undefined) {
    enquiryForwarder()?.nudge()
    return
  }
  queue.mover.nudge()
  queue.forwarder?.start()
}

/**
 * On SIGTERM, before the Redis connection closes: this instance stops reading the stream and
 * hands its pending entries to the other instances at once. Never rejects: with Redis gone the
 * entries stay pending and are taken over after the forwarders' idle time.
 */
export async function handBackEnquiries(): Promise<void> {
  const queue = (globalThis as WithQueue)[QUEUE_KEY]
  await queue?.forwarder?.handBack().catch((error: unknown) => {
    console.warn(`Enquiry queue: pending entries not handed back (${String(error)})`)
  })
}
