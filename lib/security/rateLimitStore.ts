import { RateLimiterRedis } from 'rate-limiter-flexible'
import { REDIS_KEY_PREFIX, sharedRedis, type RedisConnection } from '@/lib/redis/redisConnection'
import { memoryLimiter, memoryStore, type RateLimitStore } from '@/shared/rateLimits'

/**
 * Counters in Redis, shared by every instance behind the load balancer. While Redis cannot be
 * reached, rate-limiter-flexible counts in this instance's memory instead (its insurance
 * limiter): limits are per instance for that while, and a visitor never gets a 5xx for it. The
 * connection logs the outage once.
 */
export function redisRateLimitStore(connection: RedisConnection): RateLimitStore {
  return (rule) => {
    const limiter = new RateLimiterRedis({
      storeClient: connection.client,
      // node-redis's command names (pTTL, incrBy); the library guesses ioredis otherwise.
      useRedisPackage: true,
      // Straight to the insurance limiter while disconnected, instead of a failing command.
      rejectIfRedisNotReady: true,
      keyPrefix: `${REDIS_KEY_PREFIX}rate-limit:${rule.name}`,
      points: rule.points,
      duration: rule.durationSeconds,
      blockDuration: rule.blockSeconds ?? 0,
      insuranceLimiter: memoryLimiter(rule),
    })
    // The first uses after start wait for the connection (at most a second) rather than count
    // in memory what the other instances never see.
    const afterConnecting =
      <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        await connection.settled()
        return call(...args)
      }
    return {
      consume: afterConnecting(limiter.consume.bind(limiter)),
      get: afterConnecting(limiter.get.bind(limiter)),
      reward: afterConnecting(limiter.reward.bind(limiter)),
      delete: afterConnecting(limiter.delete.bind(limiter)),
    }
  }
}

/** The site's store, chosen here once: Redis when REDIS_URL is set, else this process's memory. */
export const sharedRateLimitStore: RateLimitStore = (rule) => {
  const connection = sharedRedis()
  return connection === undefined ? memoryStore(rule) : redisRateLimitStore(connection)(rule)
}
