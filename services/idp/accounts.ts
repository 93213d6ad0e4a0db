/**
 * The identity provider's two seeded accounts (listed in the README). Passwords are kept only as
 * scrypt hashes made at start with a random salt, and checked in constant time.
 */

import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

export interface Account {
  /** The `sub` of every token. */
  id: string
  email: string
  name: string
  roles: readonly string[]
}

interface SeededAccount extends Account {
  password: string
}

const SEEDED_ACCOUNTS: readonly SeededAccount[] = [
  {
    id: 'admin',
    email: 'admin@siamharvest.test',
    password: 'admin-password',
    name: 'Pimchanok Srisuk',
    roles: ['admin'],
  },
  {
    id: 'staff',
    email: 'staff@siamharvest.test',
    password: 'staff-password',
    name: 'Kittipong Chaiyaporn',
    roles: ['staff'],
  },
]

const HASH_BYTES = 32
// Longer input is refused before hashing: nobody types it, and it only costs CPU.
const MAX_PASSWORD_LENGTH = 1024

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>

export interface AccountStore {
  findById(id: string): Account | undefined
  /** The account whose e-mail and password these are, or undefined. */
  verify(email: string, password: string): Promise<Account | undefined>
}

/** The form an e-mail address is looked up (and counted, see loginThrottle.ts) in. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function createAccountStore(): AccountStore {
  const salt = randomBytes(16)
  const byEmail = new Map(
    SEEDED_ACCOUNTS.map(({ password, ...account }) => [
      normaliseEmail(account.email),
      { account, hash: scryptSync(password, salt, HASH_BYTES) },
    ]),
  )
  const byId = new Map([...byEmail.values()].map(({ account }) => [account.id, account]))
  // An unknown e-mail is checked against this, so that it takes as long as a wrong password.
  const nobody = randomBytes(HASH_BYTES)

  return {
    findById: (id) => byId.get(id),
    async verify(email, password) {
      if (password.length > MAX_PASSWORD_LENGTH) return undefined
      const entry = byEmail.get(normaliseEmail(email))
      const hash = await scryptAsync(password, salt, HASH_BYTES)
      const matches = timingSafeEqual(hash, entry?.hash ?? nobody)
      return matches && entry ? entry.account : undefined
    },
  }
}
