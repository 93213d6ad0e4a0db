import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

/** A limit: at most `points` uses per key in `durationSeconds`, then `blockSeconds` of refusal. */
export interface RateLimitRule {
  /** Keeps the counters of different limits apart in a shared store. */
  name: string
  points: number
  durationSeconds: number
  /** Refusal after the limit is passed; without it, until the window ends. */
  blockSeconds?: number
}

const MINUTE = 60

/** Every limit of the site and the embedded identity provider, in one place. */
export const RATE_LIMITS = {
  // Five enquiries per visitor in any ten minutes: plenty for a person, little for a robot.
  contact: { name: 'contact', points: 5, durationSeconds: 10 * MINUTE },
  // Each start of a sign-in makes a state cookie here and a sign-in request at the provider. A
  // person needs a few; an office behind one address a few more.
  signInStart: { name: 'sign-in-start', points: 20, durationSeconds: 10 * MINUTE },
  // Wrong passwords at the identity provider: per account against guessing one password from
  // many addresses, per address against trying many accounts from one.
  passwordPerAccount: {
    name: 'password-account',
    points: 10,
    durationSeconds: 15 * MINUTE,
    blockSeconds: 15 * MINUTE,
  },
  passwordPerAddress: {
    name: 'password-address',
    points: 30,
    durationSeconds: 15 * MINUTE,
    blockSeconds: 15 * MINUTE,
  },
} satisfies Record<string, RateLimitRule>

export type RateLimitRefusal = { allowed: false; retryAfterSeconds: number }
export type RateLimitDecision = { allowed: true } | RateLimitRefusal

/** Counts uses per key (a client address, an account). */
export interface RateLimiter {
  /** Counts one use by `key` and says whether it may go ahead. */
  consume(key: string): Promise<RateLimitDecision>
  /** Says whether `key` may make one more use, without counting it. */
  peek(key: string): Promise<RateLimitDecision>
  /** Gives one counted use of `key` back (it turned out not to be what the limit is about). */
  refund(key: string): Promise<void>
  /** Forgets the uses of `key`. */
  reset(key: string): Promise<void>
}

/**
 * Where counters live. This process's memory for now (each instance counts on its own); the
 * multi-instance setup passes rate-limiter-flexible's Redis limiter here instead.
 */
export type RateLimitStore = (rule: RateLimitRule) => RateLimiterAbstract

export const memoryStore: RateLimitStore = (rule) =>
  new RateLimiterMemory({
    keyPrefix: rule.name,
    points: rule.points,
    duration: rule.durationSeconds,
    blockDuration: rule.blockSeconds ?? 0,
  })

function refusal(msBeforeNext: number): RateLimitRefusal {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) }
}

export function createRateLimiter(
  rule: RateLimitRule,
  store: RateLimitStore = memoryStore,
): RateLimiter {
  const limiter = store(rule)
  return {
    async consume(key) {
      try {
        await limiter.consume(key)
        return { allowed: true }
      } catch (rejection) {
        // The limiter rejects with its result when the limit is passed, with an Error when the
        // store failed: the latter is not the visitor's fault and is not hidden as one.
        if (rejection instanceof RateLimiterRes) return refusal(rejection.msBeforeNext)
        throw rejection
      }
    },
    async peek(key) {
      const used = await limiter.get(key)
      // A counter whose window has ended may linger until the store's timer removes it.
      return used !== null && used.msBeforeNext > 0 && used.consumedPoints >= rule.points
        ? refusal(used.msBeforeNext)
        : { allowed: true }
    },
    async refund(key) {
      await limiter.reward(key, 1)
    },
    async reset(key) {
      await limiter.delete(key)
    },
  }
}

/** Whole minutes to wait, for messages ("try again in 3 minutes"). */
export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60))
}
