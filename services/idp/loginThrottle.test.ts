/** @jest-environment node */

import { createLoginThrottle } from './loginThrottle'

const MINUTE = 60_000
const ADMIN = 'admin@siamharvest.test'

// rate-limiter-flexible's memory store reads Date.now and expires keys with timers: the fake
// clock moves both.
beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-21T03:00:00Z') }))
afterEach(() => jest.useRealTimers())

async function attempts(count: number, email: string, address: string) {
  const throttle = createLoginThrottle()
  const allowed: boolean[] = []
  for (let i = 0; i < count; i += 1) allowed.push((await throttle.attempt(email, address)).allowed)
  return { throttle, allowed }
}

test('15 quick attempts on one account: 10 are checked, then the account waits 15 minutes', async () => {
  const { throttle, allowed } = await attempts(15, ADMIN, '198.51.100.4')
  expect(allowed).toEqual([...Array<boolean>(10).fill(true), ...Array<boolean>(5).fill(false)])

  // Locked for everyone, from any address and however the e-mail is written.
  expect(await throttle.attempt(' Admin@SiamHarvest.test ', '203.0.113.9')).toEqual({
    allowed: false,
    retryAfterSeconds: 900,
  })
  jest.advanceTimersByTime(14 * MINUTE)
  expect(await throttle.attempt(ADMIN, '203.0.113.9')).toEqual({
    allowed: false,
    retryAfterSeconds: 60,
  })
  jest.advanceTimersByTime(MINUTE)
  expect(await throttle.attempt(ADMIN, '198.51.100.4')).toEqual({ allowed: true })
})

test('30 attempts from one address on many accounts lock that address, not the accounts', async () => {
  const throttle = createLoginThrottle()
  for (let i = 0; i < 30; i += 1) {
    expect((await throttle.attempt(`guess${i}@example.test`, '198.51.100.4')).allowed).toBe(true)
  }
  expect((await throttle.attempt(ADMIN, '198.51.100.4')).allowed).toBe(false)
  expect((await throttle.attempt(ADMIN, '203.0.113.9')).allowed).toBe(true)
})

test('a right password clears the account’s count and gives the address its attempt back', async () => {
  const { throttle } = await attempts(9, ADMIN, '198.51.100.4')
  await throttle.attempt(ADMIN, '198.51.100.4')
  await throttle.succeeded(ADMIN, '198.51.100.4')
  for (let i = 0; i < 10; i += 1) {
    expect((await throttle.attempt(ADMIN, '198.51.100.4')).allowed).toBe(true)
  }
  expect((await throttle.attempt(ADMIN, '198.51.100.4')).allowed).toBe(false)
})

test('one IPv6 visitor cannot rotate through its /64 to escape the address limit', async () => {
  const throttle = createLoginThrottle()
  for (let i = 0; i < 30; i += 1) {
    await throttle.attempt(`guess${i}@example.test`, `2001:db8:1:2::${(i + 1).toString(16)}`)
  }
  expect((await throttle.attempt(ADMIN, '2001:db8:1:2::ffff')).allowed).toBe(false)
  expect((await throttle.attempt(ADMIN, '2001:db8:1:3::1')).allowed).toBe(true)
})
