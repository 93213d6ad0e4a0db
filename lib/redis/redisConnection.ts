import { createClient } from '@redis/client'
import { serverEnv } from '@/lib/env'
import { INSTANCE_ID } from '@/lib/health/instanceId'

/**
 * The one connection of this process to Redis (REDIS_URL), shared by every store that keeps
 * state several instances of the site must agree on. Redis is a help, not a dependency: when it
 * cannot be reached each store answers from this instance's memory, the outage is logged once,
 * and the client reconnects by itself with a growing pause.
 */

export type RedisClient = ReturnType<typeof newClient>

/** Every key the site writes starts with this, so a Redis shared with others stays readable. */
export const REDIS_KEY_PREFIX = 'siam-harvest:'

export class RedisUnavailableError extends Error {
  constructor() {
    super('Redis is not connected')
    this.name = 'RedisUnavailableError'
  }
}

export interface RedisLog {
  warn(message: string): void
  info(message: string): void
}

export interface RedisConnectionOptions {
  /** CLIENT SETNAME, so an operator's CLIENT LIST shows which instance holds a connection. */
  name?: string
  log?: RedisLog
  /** How long a command may take before the store answers from memory instead. */
  commandTimeoutMs?: number
}

export interface RedisConnection {
  /**
   * The client, for libraries that drive it themselves (rate-limiter-flexible). It rejects
   * commands at once while disconnected rather than queueing them behind a request.
   */
  readonly client: RedisClient
  /**
   * Runs `command` on the connected client. Throws (after noting the outage) when Redis cannot be
   * reached or the command fails: the caller then answers from memory.
   */
  run<T>(store: string, command: (client: RedisClient) => Promise<T>): Promise<T>
  /**
   * Resolves when the client is ready, or when it will not be soon (an outage, or the first
   * connection taking too long); never rejects. For libraries that check readiness themselves.
   */
  settled(): Promise<void>
  /** Called each time the connection comes (back) up: stores hand over what they kept locally. */
  onReady(listener: () => void): void
  /**
   * Listens to `channel` on a second connection (one in subscriber mode can send nothing else),
   * made on first use and resubscribed by the client after each reconnect. `onResubscribed` is
   * called then: messages sent meanwhile were missed.
   */
  subscribe(channel: string, listener: () => void, onResubscribed: () => void): void
  close(): Promise<void>
}

// Reconnecting: 100 ms, doubling to at most 5 s between attempts, never giving up (returning an
// Error would stop the client for good), with jitter so instances do not retry in step.
const FIRST_RETRY_MS = 100
const MAX_RETRY_MS = 5_000
function retryDelay(attempt: number): number {
  const delay = Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS)
  return Math.round(delay * (0.8 + Math.random() * 0.4))
}

// A request that needs Redis right after start waits this long for the first connection
// instead of answering from an empty memory.
const FIRST_CONNECTION_WAIT_MS = 1_000
const CONNECT_TIMEOUT_MS = 2_000
const COMMAND_TIMEOUT_MS = 1_000

function newClient(url: string, name: string | undefined, commandTimeoutMs: number) {
  return createClient({
    url,
    name,
    disableOfflineQueue: true,
    commandOptions: { timeout: commandTimeoutMs },
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: retryDelay },
  })
}

const consoleLog: RedisLog = {
  warn: (message) => console.warn(message),
  info: (message) => console.info(message),
}

export function createRedisConnection(
  url: string,
  { name, log = consoleLog, commandTimeoutMs = COMMAND_TIMEOUT_MS }: RedisConnectionOptions = {},
): RedisConnection {
  const client = newClient(url, name, commandTimeoutMs)
  const readyListeners: (() => void)[] = []
  let outageSince: number | null = null
  let isClosed = false

  function noteOutage(store: string, error: unknown) {
    if (outageSince !== null || isClosed) return
    outageSince = Date.now()
    const reason = error instanceof Error ? error.message : String(error)
    log.warn(
      `[redis] unreachable (${reason}; first seen by ${store}): pages, enquiries, rate limits, ` +
        `session revocations and webhook signatures are this instance's own until it is back`,
    )
  }

  function noteRecovery() {
    if (outageSince === null) return
    const seconds = Math.round((Date.now() - outageSince) / 1000)
    outageSince = null
    log.info(`[redis] reachable again after ${seconds} s: state is shared again`)
  }

  // Without an 'error' listener the client's errors would be thrown and end the process.
  client.on('error', (error: unknown) => noteOutage('the connection', error))
  client.on('ready', () => {
    noteRecovery()
    for (const listener of readyListeners) listener()
  })

  // Connected lazily, on the first request that needs shared state; connect() resolves on the
  // first success, retrying until then, and never rejects while reconnecting is allowed.
  const firstConnection = client.connect().then(
    () => undefined,
    (error: unknown) => noteOutage('the first connection', error),
  )

  async function connected(): Promise<RedisClient> {
    if (client.isReady) return client
    if (outageSince === null && !isClosed) {
      let timer: NodeJS.Timeout | undefined
      const wait = new Promise((resolve) => {
        timer = setTimeout(resolve, FIRST_CONNECTION_WAIT_MS)
      })
      await Promise.race([firstConnection, wait])
      clearTimeout(timer)
      if (client.isReady) return client
    }
    throw new RedisUnavailableError()
  }

  let subscriber: RedisClient | undefined
  function subscriberClient(): RedisClient {
    if (subscriber) return subscriber
    subscriber = client.duplicate({ name: name && `${name}-subscriber` })
    subscriber.on('error', () => undefined) // An outage is noted once, by the main connection.
    subscriber.connect().catch(() => undefined)
    return subscriber
  }

  return {
    client,
    async run(store, command) {
      try {
        const result = await command(await connected())
        // A command can fail (a timeout) while the socket stays up: its success ends the outage.
        noteRecovery()
        return result
      } catch (error) {
        noteOutage(store, error)
        throw error
      }
    },
    settled: () =>
      connected().then(
        () => undefined,
        () => undefined,
      ),
    onReady(listener) {
      readyListeners.push(listener)
    },
    subscribe(channel, listener, onResubscribed) {
      const connection = subscriberClient()
      let hasBeenReady = connection.isReady
      connection.on('ready', () => {
        if (hasBeenReady) onResubscribed()
        hasBeenReady = true
      })
      const trySubscribing = (): void => {
        connection
          .subscribe(channel, () => listener())
          .catch(() => {
            // Not connected yet: again once it is (the client resubscribes by itself after that).
            if (!isClosed) connection.once('ready', trySubscribing)
          })
      }
      trySubscribing()
    },
    async close() {
      isClosed = true
      if (subscriber?.isOpen) {
        if (subscriber.isReady) await subscriber.close()
        else subscriber.destroy()
      }
      if (!client.isOpen) return
      // Let commands in flight finish when connected; stop reconnecting at once when not.
      if (client.isReady) await client.close()
      else client.destroy()
    },
  }
}

// On globalThis: Next bundles each API route and page with its own copy of this module, and one
// process should hold one connection.
const CONNECTION_KEY = Symbol.for('siam-harvest.redis-connection')
type WithConnection = typeof globalThis & { [CONNECTION_KEY]?: RedisConnection }

/** This process's connection to REDIS_URL, made on first use; undefined when it is unset. */
export function sharedRedis(): RedisConnection | undefined {
  const url = serverEnv().redisUrl
  if (url === undefined) return undefined
  const holder = globalThis as WithConnection
  holder[CONNECTION_KEY] ??= createRedisConnection(url, { name: `site-${INSTANCE_ID}` })
  return holder[CONNECTION_KEY]
}

/** Closes this process's connection, if one was made: the last step of a shutdown. */
export async function closeSharedRedis(): Promise<void> {
  await (globalThis as WithConnection)[CONNECTION_KEY]?.close()
}
