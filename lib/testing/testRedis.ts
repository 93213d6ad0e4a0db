import { startRedisServer, type RedisServer } from '@/scripts/redisServer.mjs'
import { createRedisConnection, type RedisConnection } from '@/lib/redis/redisConnection'

/** Waits until `check` holds (a client reconnecting, a hand-over reaching Redis). */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true after ${timeoutMs} ms: ${check}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/**
 * A real Redis (Debian's redis-server on a free port, scripts/redisServer.mjs) and connections
 * to it standing for the site's instances, with what each logged. `stop()` and `restart()` play
 * an outage: the restarted server is empty, as a Redis without persistence would be.
 */
export async function startTestRedis() {
  let server: RedisServer = await startRedisServer()
  const instances: RedisConnection[] = []
  const logs: { level: 'warn' | 'info'; instance: string; message: string }[] = []

  return {
    logs,
    get url() {
      return server.url
    },
    /** A connection as one instance of the site makes it. */
    instance(name: string): RedisConnection {
      const connection = createRedisConnection(server.url, {
        name,
        log: {
          warn: (message) => logs.push({ level: 'warn', instance: name, message }),
          info: (message) => logs.push({ level: 'info', instance: name, message }),
        },
      })
      instances.push(connection)
      return connection
    },
    async stop() {
      await server.stop()
      await until(() => instances.every((instance) => !instance.client.isReady))
    },
    async restart() {
      server = await startRedisServer({ port: server.port })
      await until(() => instances.every((instance) => instance.client.isReady))
    },
    async close() {
      await Promise.all(instances.map((instance) => instance.close()))
      await server.stop()
    },
  }
}

export type TestRedis = Awaited<ReturnType<typeof startTestRedis>>
