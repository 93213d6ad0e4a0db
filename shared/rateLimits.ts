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
  // Analytics beacons (/api/collect): a page view and a few vitals per page a visitor opens. A
  // busy office behind one address stays under it; a flood does not.
  analyticsCollect: { name: 'analytics-collect', points: 120, durationSeconds: MINUTE },
  // E-mail alert sign-ups per visitor: a person signs up once or twice; the form is no way to
  // send confirmation e-mails to a list of strangers.
  alertSignUp: { name: 'alert-sign-up', points: 10, durationSeconds: 10 * MINUTE },
  // Per address, whoever asks: at most three confirmation e-mails an hour reach one inbox.
  alertSignUpAddress: { name: 'alert-sign-up-address', points: 3, durationSeconds: 60 * MINUTE },
  // The pages the e-mails link to (confirm, manage, unsubscribe) when sent: generous for people,
  // a wall for guessing tokens (which a signature check refuses anyway).
  alertLinks: { name: 'alert-links', points: 60, durationSeconds: 10 * MINUTE },
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
 * Where counters live: this process's memory (`memoryStore`: each instance counts on its own), or
 * Redis shared by every instance when REDIS_URL is set (`sharedRateLimitStore`, rateLimitStore.ts).
 */
export type RateLimitStore = (rule: RateLimitRule) => RateLimitCounters

/** What a limit needs of a rate-limiter-flexible limiter. */
export type RateLimitCounters = Pick<RateLimiterAbstract, 'consume' | 'get' | 'reward' | 'delete'>

/** One limit's counters in this process's memory. */
export const memoryLimiter = (rule: RateLimitRule) =>
  new RateLimiterMemory({
    keyPrefix: rule.name,
    points: rule.points,
    duration: rule.durationSeconds,
    blockDuration: rule.blockSeconds ?? 0,
  })

export const memoryStore: RateLimitStore = memoryLimiter

function refusal(msBeforeNext: number): RateLimitRefusal {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) }
}

export function createRateLimiter(
  rule: RateLimitRule,
  store: RateLimitStore = memoryStore,
): RateLimiter {
  // Made on first use, not when a route module is loaded: a shared store connects to Redis.
  let made: RateLimitCounters | undefined
  const limiterOf = () => (made ??= store(rule))
  return {
    async consume(key) {
      try {
        await limiterOf().consume(key)
        return { allowed: true }
      } catch (rejection) {
        // The limiter rejects with its result when the limit is passed, with an Error when the
        // store failed: the latter is not the visitor's fault and is not hidden as one.
        if (rejection instanceof RateLimiterRes) return refusal(rejection.msBeforeNext)
        throw rejection
      }
    },
    async peek(key) {
      const used = await limiterOf().get(key)
      // A counter whose window has ended may linger until the store's timer removes it.
      return used !== null && used.msBeforeNext > 0 && used.consumedPoints >= rule.points
        ? refusal(used.msBeforeNext)
        : { allowed: true }
    },
    async refund(key) {
      await limiterOf().reward(key, 1)
    },
    async reset(key) {
      await limiterOf().delete(key)
    },
  }
}

/** Whole minutes to wait, for messages ("try again in 3 minutes"). */
export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60))
}
