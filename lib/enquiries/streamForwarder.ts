import type { RedisConnection } from '@/lib/redis/redisConnection'
import { attemptDelivery, type DeliveryOutcome } from './enquiryForwarder'
import {
  ENQUIRY_STREAM,
  FORWARDERS_GROUP,
  recordOf,
  REJECTED_STREAM,
  type StreamEntry,
} from './enquiryStream'
import type { EnquiryRecord } from './localEnquiryStore'

export interface StreamForwarderOptions {
  /** The process's shared connection: every short command (ack, reclaim, hand-back). */
  connection: RedisConnection
  /** This instance's name in the consumer group (its INSTANCE_ID). */
  consumer: string
  /** One attempt to hand a record to the core service (idempotent there by `id`). */
  deliver: (record: EnquiryRecord) => Promise<DeliveryOutcome>
  now?: () => Date
  log?: (message: string) => void
  /** An entry another consumer has not touched for this long is taken over: it has stopped. */
  minIdleMs?: number
  /** How often to look for such entries. */
  reclaimEveryMs?: number
  /** How long one read waits for a new entry. */
  blockMs?: number
  /** First wait after an attempt the core service did not take; doubles up to `maxRetryMs`. */
  retryMs?: number
  maxRetryMs?: number
  /** Consumers with nothing pending and idle this long (stopped instances) leave the group. */
  forgetConsumersAfterMs?: number
  /** How long stopping waits for a delivery in flight before handing its entry back anyway. */
  stopWaitMs?: number
}

export interface StreamForwarder {
  /** Starts reading (once); the forwarder then runs until stopped. */
  start(): void
  /**
   * Stops reading and leaves this consumer's pending entries where they are, as a crash would:
   * other instances take them after `minIdleMs`.
   */
  stop(): Promise<void>
  /**
   * Stops reading and hands this consumer's pending entries back to the stream, so that another
   * instance takes them at once; resolves with how many. Rejects when Redis cannot be reached
   * (the entries then stay pending and are taken after `minIdleMs`).
   */
  handBack(): Promise<number>
}

// A few at a time: entries read but not yet delivered are held by this instance alone.
const BATCH = 10
// While Redis cannot be reached: the next try after 500 ms, doubling to 5 s.
const FIRST_OUTAGE_PAUSE_MS = 500
const MAX_OUTAGE_PAUSE_MS = 5_000
// A blocking read is given this much longer than its BLOCK before the client gives up on it:
// giving up earlier would lose the reply of a read Redis still answers (the entry would wait in
// this consumer's pending list until the next look there).
const READ_TIMEOUT_MARGIN_MS = 5_000

// Moves each entry still pending for this consumer to the end of the stream as a new entry,
// unassigned, and acknowledges and deletes the old one, all in one step: nothing is lost and
// nothing doubled between the two, and an instance blocked on a read receives it at once.
// An entry another consumer has taken over meanwhile is left to it.
const HAND_BACK_SCRIPT = `
local handed = 0
for i = 3, #ARGV do
  local id = ARGV[i]
  local pending = redis.call('XPENDING', KEYS[1], ARGV[1], id, id, 1)
  if #pending == 1 and pending[1][2] == ARGV[2] then
    local entry = redis.call('XRANGE', KEYS[1], id, id)
    if #entry == 1 then
      redis.call('XADD', KEYS[1], '*', unpack(entry[1][2]))
      handed = handed + 1
    end
    redis.call('XACK', KEYS[1], ARGV[1], id)
    redis.call('XDEL', KEYS[1], id)
  end
end
return handed
`

// From the first entry, not '$': enquiries added before any forwarder ran (or moved from an
// outbox) must be read too; acknowledged ones are deleted, so none is read twice. A group that
// exists already is no error here: through the shared connection an error reply would be noted
// as an outage of Redis.
const CREATE_GROUP_SCRIPT = `
local reply = redis.pcall('XGROUP', 'CREATE', KEYS[1], ARGV[1], '0', 'MKSTREAM')
if type(reply) == 'table' and reply.err and not string.find(reply.err, '^BUSYGROUP') then
  return redis.error_reply(reply.err)
end
return 1
`

// XGROUP DELCONSUMER drops the consumer's pending entries with it; the check and the removal in
// one step make sure it has none.
const FORGET_CONSUMER_SCRIPT = `
if #redis.call('XPENDING', KEYS[1], ARGV[1], '-', '+', 1, ARGV[2]) > 0 then return 0 end
redis.call('XGROUP', 'DELCONSUMER', KEYS[1], ARGV[1], ARGV[2])
return 1
`

type Settlement = { deadLetter: false } | { deadLetter: true; fields: Record<string, string> }

/**
 * Delivers the enquiry stream to the core service as one consumer of the forwarders' group.
 *
 * - New entries come from XREADGROUP with BLOCK on a connection of its own (a duplicate of the
 *   shared client): a blocked read holds its connection, and the shared one serves requests
 *   with a 1 s command timeout. Other instances' enquiries thus arrive at once, without polling.
 * - An entry is acknowledged (and deleted: the core service is the record, and the stream then
 *   holds exactly what waits) only after the core service answered 2xx; a refusal of its content
 *   goes to the dead-letter stream in the same step. An attempt that failed otherwise leaves it
 *   pending here, tried again after 5 s, 10 s, … at most every 5 minutes.
 * - Every `reclaimEveryMs`, entries idle for `minIdleMs` in any consumer (an instance that died
 *   with them, or one backing off for longer) are taken over with XAUTOCLAIM and delivered
 *   here. A delivery that took longer than `minIdleMs` may thus be sent twice: the core service
 *   keeps each `id` once.
 * - While Redis cannot be reached it pauses (500 ms doubling to 5 s, or until the connection is
 *   back); an acknowledgement Redis missed is sent when it is back.
 */
export function createStreamForwarder({
  connection,
  consumer,
  deliver,
  now = () => new Date(),
  log = (message) => console.warn(message),
  minIdleMs = 30_000,
  reclaimEveryMs = Math.max(1_000, Math.round(minIdleMs / 3)),
  blockMs = 2_000,
  retryMs = 5_000,
  maxRetryMs = 5 * 60_000,
  forgetConsumersAfterMs = 60 * 60_000,
  stopWaitMs = 5_000,
}: StreamForwarderOptions): StreamForwarder {
  const reader = connection.client.duplicate({
    commandOptions: { timeout: blockMs + READ_TIMEOUT_MARGIN_MS },
  })
  // Its outages are the shared connection's, which notes them; without a listener an error
  // would end the process.
  reader.on('error', () => undefined)

  // Delivered or refused, not yet acknowledged: Redis could not be reached when it was done.
  const owed = new Map<string, Settlement>()
  let isStarted = false
  let isStopped = false
  let isPaused = false
  let hasGroup = false
  // At start and after anything went wrong, this consumer may hold entries (a read whose reply
  // was lost, a failed attempt): they are looked at before new ones.
  let hasOwnPending = true
  // When this consumer's failed entries are tried again; 0 while none failed.
  let retryAt = 0
  let retryWait = retryMs
  let reclaimAt = 0
  let outagePause = FIRST_OUTAGE_PAUSE_MS
  let looping: Promise<void> | undefined
  let stopping: Promise<void> | undefined
  let wake: (() => void) | undefined

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        wake = undefined
        resolve()
      }
      const timer = setTimeout(done, ms)
      // A pause must not keep a process (a build, a test) alive.
      timer.unref()
      wake = done
    })
  }

  const resume = () => wake?.()
  reader.on('ready', resume)
  connection.onReady(resume)

  function createGroup() {
    return connection.run('the enquiry queue', (client) =>
      client.eval(CREATE_GROUP_SCRIPT, { keys: [ENQUIRY_STREAM], arguments: [FORWARDERS_GROUP] }),
    )
  }

  async function settle(entryId: string, settlement: Settlement) {
    await connection.run('the enquiry queue', (client) => {
      const multi = client.multi()
      if (settlement.deadLetter) multi.xAdd(REJECTED_STREAM, '*', settlement.fields)
      multi.xAck(ENQUIRY_STREAM, FORWARDERS_GROUP, entryId)
      multi.xDel(ENQUIRY_STREAM, entryId)
      return multi.exec()
    })
    owed.delete(entryId)
  }

  async function settleOwed() {
    for (const [entryId, settlement] of owed) await settle(entryId, settlement)
  }

  /** Delivers `entries`; resolves with how many are still to be delivered (left pending). */
  async function handle(entries: StreamEntry[]): Promise<number> {
    let left = 0
    for (const { entryId, fields } of entries) {
      if (owed.has(entryId)) continue
      // Stopping: what was not sent yet stays pending, to be handed back.
      if (isStopped) {
        left += 1
        continue
      }
      const record = recordOf(fields)
      const outcome: DeliveryOutcome | 'unreadable' =
        record === null ? 'unreadable' : await attemptDelivery(deliver, record)
      if (outcome !== 'unreadable' && outcome.result === 'retry') {
        left += 1
        log(`Enquiry ${record?.id} not delivered yet: ${outcome.reason}`)
        continue
      }
      const reason =
        outcome === 'unreadable'
          ? 'unreadable entry'
          : outcome.result === 'rejected'
            ? `refused by the core service (${outcome.status})`
            : undefined
      const settlement: Settlement =
        reason === undefined
          ? { deadLetter: false }
          : {
              deadLetter: true,
              fields: { ...fields, reason, at: now().toISOString(), entry: entryId, consumer },
            }
      if (reason !== undefined) {
        log(`Enquiry ${record?.id ?? entryId} ${reason}; moved to ${REJECTED_STREAM}`)
      }
      owed.set(entryId, settlement)
      // Redis gone since the read: acknowledged on the next pass.
      await settle(entryId, settlement).catch(() => undefined)
    }
    return left
  }

  async function readNew(): Promise<number> {
    if (!reader.isReady) throw new Error('the enquiry reader is not connected')
    const reply = await reader.xReadGroup(
      FORWARDERS_GROUP,
      consumer,
      { key: ENQUIRY_STREAM, id: '>' },
      { COUNT: BATCH, BLOCK: blockMs },
    )
    return handle(entriesOf(reply))
  }

  async function retryOwn(): Promise<number> {
    const pending = await connection.run('the enquiry queue', (client) =>
      client.xPendingRange(ENQUIRY_STREAM, FORWARDERS_GROUP, '-', '+', BATCH, { consumer }),
    )
    const ids = pending.map((entry) => String(entry.id)).filter((id) => !owed.has(id))
    // XCLAIM, not XREADGROUP from 0: it answers null for an entry deleted meanwhile (and drops
    // it), which a read from 0 cannot parse.
    const claimed =
      ids.length === 0
        ? []
        : await connection.run('the enquiry queue', (client) =>
            client.xClaim(ENQUIRY_STREAM, FORWARDERS_GROUP, consumer, 0, ids),
          )
    const left = await handle(present(claimed))
    hasOwnPending = left > 0 || pending.length === BATCH
    return left
  }

  async function reclaim(): Promise<number> {
    let cursor = '0-0'
    let left = 0
    do {
      const start = cursor
      const { nextId, messages } = await connection.run('the enquiry queue', (client) =>
        client.xAutoClaim(ENQUIRY_STREAM, FORWARDERS_GROUP, consumer, minIdleMs, start, {
          COUNT: BATCH,
        }),
      )
      const taken = present(messages)
      if (taken.length > 0) {
        log(`Enquiry queue: took over ${taken.length} entries idle for ${minIdleMs} ms or more`)
      }
      left += await handle(taken)
      cursor = String(nextId)
    } while (cursor !== '0-0' && left === 0 && !isStopped)
    return left
  }

  async function forgetStoppedConsumers() {
    const consumers = await connection.run('the enquiry queue', (client) =>
      client.xInfoConsumers(ENQUIRY_STREAM, FORWARDERS_GROUP),
    )
    for (const { name, pending, idle } of consumers) {
      if (String(name) === consumer || pending > 0 || idle < forgetConsumersAfterMs) continue
      await forgetConsumer(String(name))
    }
  }

  function forgetConsumer(name: string) {
    return connection.run('the enquiry queue', (client) =>
      client.eval(FORGET_CONSUMER_SCRIPT, {
        keys: [ENQUIRY_STREAM],
        arguments: [FORWARDERS_GROUP, name],
      }),
    )
  }

  function retryLater() {
    hasOwnPending = true
    retryAt = Date.now() + retryWait
    retryWait = Math.min(retryWait * 2, maxRetryMs)
  }

  /**
   * One step: acknowledgements Redis missed, this consumer's failed entries once their wait is
   * over, others' idle ones while deliveries go through, then a blocking read of new ones.
   */
  async function step() {
    await settleOwed()
    if (!hasGroup) {
      await createGroup()
      hasGroup = true
    }
    if (hasOwnPending && Date.now() >= retryAt) {
      if ((await retryOwn()) > 0) retryLater()
      else {
        retryAt = 0
        retryWait = retryMs
      }
    }
    // Not while this instance's own attempts fail: taking over others' entries would only try
    // them more often than their back-off allows.
    if (retryAt === 0 && Date.now() >= reclaimAt) {
      if ((await reclaim()) > 0) retryLater()
      reclaimAt = Date.now() + reclaimEveryMs
      await forgetStoppedConsumers()
    }
    // A new entry is tried once at once even while others wait: a failure of one record must not
    // hold up the rest. The read's BLOCK is also this loop's wait.
    if (!isStopped && (await readNew()) > 0 && retryAt === 0) retryLater()
  }

  async function loop() {
    while (!isStopped) {
      try {
        await step()
        outagePause = FIRST_OUTAGE_PAUSE_MS
        if (isPaused) {
          isPaused = false
          log('Enquiry queue: forwarding again')
        }
      } catch (error) {
        // The group may be gone with a Redis that restarted empty, and a read's reply lost.
        hasGroup = false
        hasOwnPending = true
        if (!isPaused && !isStopped) {
          isPaused = true
          log(`Enquiry queue: forwarding paused until Redis answers (${String(error)})`)
        }
        if (!isStopped) await pause(outagePause)
        outagePause = Math.min(outagePause * 2, MAX_OUTAGE_PAUSE_MS)
      }
    }
  }

  function stop(): Promise<void> {
    isStopped = true
    resume()
    stopping ??= (async () => {
      if (looping) {
        let timer: NodeJS.Timeout | undefined
        const gaveUp = new Promise((resolve) => {
          timer = setTimeout(resolve, stopWaitMs)
        })
        await Promise.race([looping, gaveUp])
        clearTimeout(timer)
      }
      // No read in flight any more (or one stuck past stopWaitMs): an entry it still receives
      // is taken over by another instance after minIdleMs.
      if (reader.isOpen) reader.destroy()
    })()
    return stopping
  }

  return {
    start() {
      if (isStarted || isStopped) return
      isStarted = true
      // Resolves once connected, retrying meanwhile; the loop pauses until then.
      reader.connect().catch(() => undefined)
      looping = loop()
    },
    stop,
    async handBack() {
      const wasStarted = isStarted
      await stop()
      if (!wasStarted) return 0
      await settleOwed()
      let handed = 0
      let previous: string | undefined
      for (;;) {
        const pending = await connection.run('the enquiry queue', (client) =>
          client.xPendingRange(ENQUIRY_STREAM, FORWARDERS_GROUP, '-', '+', BATCH, { consumer }),
        )
        // Each pass empties what it listed; one that did not (never seen) must not loop.
        const first = pending[0] && String(pending[0].id)
        if (first === undefined || first === previous) break
        previous = first
        handed += Number(
          await connection.run('the enquiry queue', (client) =>
            client.eval(HAND_BACK_SCRIPT, {
              keys: [ENQUIRY_STREAM],
              arguments: [FORWARDERS_GROUP, consumer, ...pending.map((entry) => String(entry.id))],
            }),
          ),
        )
      }
      await forgetConsumer(consumer)
      if (handed > 0) log(`Enquiry queue: ${handed} entries handed back to the other instances`)
      return handed
    },
  }
}

type RawEntry = { id: unknown; message: unknown } | null

function present(entries: RawEntry[]): StreamEntry[] {
  return entries.flatMap((entry) =>
    entry === null
      ? []
      : [{ entryId: String(entry.id), fields: entry.message as Record<string, string> }],
  )
}

function entriesOf(reply: unknown): StreamEntry[] {
  if (!Array.isArray(reply)) return []
  return (reply as { messages: RawEntry[] }[]).flatMap((stream) => present(stream.messages))
}
