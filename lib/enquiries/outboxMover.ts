import path from 'node:path'
import { createNdjsonLog, type NdjsonLog } from '@/lib/files/ndjsonLog'
import type { RedisConnection } from '@/lib/redis/redisConnection'
import type { DeliveryRecord } from './enquiryForwarder'
import { addToStream } from './enquiryStream'
import type { EnquiryStore } from './localEnquiryStore'

/** An outbox record that is in the stream now. */
export interface MovedRecord {
  id: string
  at: string
  /** Its entry in the stream. */
  entry: string
}

export function movedFile(dataDir: string): string {
  return path.join(dataDir, 'enquiries', 'moved-to-stream.ndjson')
}

export function createMovedLog(dataDir: string): NdjsonLog<MovedRecord> {
  return createNdjsonLog<MovedRecord>(movedFile(dataDir))
}

export interface OutboxMoverDeps {
  connection: RedisConnection
  outbox: EnquiryStore
  /** What was moved already, so that each record is moved once. */
  moved: NdjsonLog<MovedRecord>
  /** What the local forwarder delivered before REDIS_URL was set: not moved again. */
  deliveries: NdjsonLog<DeliveryRecord>
  now?: () => Date
  log?: (message: string) => void
}

export interface OutboxMover {
  /** Moves what the outbox holds and the stream does not; resolves with how many it moved. */
  move(): Promise<number>
  /** Something may wait in the outbox (an enquiry just went there, or Redis is back): move it. */
  nudge(): void
  /** The stream took an enquiry: move what may still wait from an earlier outage, if anything. */
  catchUp(): void
}

/**
 * With REDIS_URL set the outbox is the fallback of the stream: an enquiry accepted while Redis
 * could not be reached is fsynced there (the visitor still gets 201), and this moves it to the
 * stream when Redis is ready again (and at start, for what an earlier run left). Each record is
 * noted in `moved` after the stream took it; a crash between the two moves it again, and the
 * duplicate is harmless: the core service keeps each enquiry `id` once.
 */
export function createOutboxMover({
  connection,
  outbox,
  moved,
  deliveries,
  now = () => new Date(),
  log = (message) => console.warn(message),
}: OutboxMoverDeps): OutboxMover {
  let running: Promise<number> | undefined
  let again = false
  // Until a pass has found the outbox empty, something may wait there (from an earlier run).
  let isBehind = true

  async function moveLeft(): Promise<number> {
    const done = new Set([
      ...(await moved.list()).map((entry) => entry.id),
      ...(await deliveries.list()).map((entry) => entry.id),
    ])
    const left = (await outbox.list()).filter((record) => !done.has(record.id))
    for (const record of left) {
      const entry = await addToStream(connection, record)
      await moved.append({ id: record.id, at: now().toISOString(), entry })
    }
    if (left.length > 0) {
      log(`Enquiry queue: ${left.length} enquiries kept in the outbox moved to the stream`)
    }
    return left.length
  }

  // One pass at a time in this process (two would move the same record twice); a record written
  // to the outbox during a pass is taken by the pass that follows it.
  function move(): Promise<number> {
    if (running) {
      again = true
      return running
    }
    isBehind = false
    const pass = moveLeft()
    running = pass
      .catch((error: unknown) => {
        isBehind = true
        log(`Enquiry queue: the outbox waits for Redis (${String(error)})`)
        return 0
      })
      .finally(() => {
        running = undefined
        if (again) {
          again = false
          void move()
        }
      })
    return running
  }

  function nudge() {
    isBehind = true
    void move()
  }

  connection.onReady(nudge)

  return {
    move,
    nudge,
    catchUp() {
      if (isBehind) void move()
    },
  }
}
