/**
 * Limits password attempts at the identity provider: per account (guessing one password from
 * many addresses) and per address (trying many accounts from one). Every attempt is counted
 * before the password is checked, so parallel guesses cannot slip past the count; a right
 * password gives its attempt back and clears the account's count.
 */

import { addressKey } from '@/shared/clientAddress'
import {
  createRateLimiter,
  memoryStore,
  RATE_LIMITS,
  type RateLimitDecision,
  type RateLimitStore,
} from '@/shared/rateLimits'
import { normaliseEmail } from './accounts'

// The key of an e-mail nobody would type: a very long form value is cut, not stored whole.
const MAX_KEY_LENGTH = 320

export interface LoginThrottle {
  /** Counts an attempt with `email` from `address` and says whether it may be checked. */
  attempt(email: string, address: string): Promise<RateLimitDecision>
  /** The attempt's password was right. */
  succeeded(email: string, address: string): Promise<void>
}

export function createLoginThrottle(store: RateLimitStore = memoryStore): LoginThrottle {
  const perAccount = createRateLimiter(RATE_LIMITS.passwordPerAccount, store)
  const perAddress = createRateLimiter(RATE_LIMITS.passwordPerAddress, store)
  const accountKey = (email: string) => normaliseEmail(email).slice(0, MAX_KEY_LENGTH)

  return {
    async attempt(email, address) {
      const decisions = await Promise.all([
        perAccount.consume(accountKey(email)),
        perAddress.consume(addressKey(address)),
      ])
      const waits = decisions.flatMap((decision) =>
        decision.allowed ? [] : [decision.retryAfterSeconds],
      )
      return waits.length === 0
        ? { allowed: true }
        : { allowed: false, retryAfterSeconds: Math.max(...waits) }
    },
    async succeeded(email, address) {
      await Promise.all([
        perAccount.reset(accountKey(email)),
        perAddress.refund(addressKey(address)),
      ])
    },
  }
}
