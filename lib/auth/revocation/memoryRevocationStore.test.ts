import { createMemoryRevocationStore } from './memoryRevocationStore'

const HOUR = 60 * 60 * 1000

function storeAt(start: number) {
  const clock = { now: start }
  return { clock, store: createMemoryRevocationStore(() => clock.now) }
}

describe('the in-memory session revocation store', () => {
  it('refuses a revoked session until its end, then forgets it', async () => {
    const { clock, store } = storeAt(1_000)
    await store.revoke('session-a', 1_000 + HOUR)
    expect(await store.isRevoked('session-a')).toBe(true)
    expect(await store.isRevoked('session-b')).toBe(false)
    clock.now += HOUR
    expect(await store.isRevoked('session-a')).toBe(false)
    expect(store.size()).toBe(0)
  })

  it('keeps the later end when a session is revoked twice', async () => {
    const { clock, store } = storeAt(0)
    await store.revoke('session-a', 2 * HOUR)
    await store.revoke('session-a', HOUR)
    clock.now = HOUR + 1
    expect(await store.isRevoked('session-a')).toBe(true)
  })

  it("remembers a user's cut-off moment until its end, the latest one winning", async () => {
    const { clock, store } = storeAt(0)
    expect(await store.revokedBefore('user-1')).toBeNull()
    await store.revokeAllFor('user-1', 100, 100 + HOUR)
    await store.revokeAllFor('user-1', 50, 50 + HOUR)
    expect(await store.revokedBefore('user-1')).toBe(100)
    expect(await store.revokedBefore('user-2')).toBeNull()
    clock.now = 100 + HOUR
    expect(await store.revokedBefore('user-1')).toBeNull()
  })

  it('drops expired entries nobody reads again: memory holds one session lifetime', async () => {
    const { clock, store } = storeAt(0)
    for (let i = 0; i < 1_000; i += 1) await store.revoke(`old-${i}`, HOUR)
    await store.revokeAllFor('user-1', 0, HOUR)
    expect(store.size()).toBe(1_001)
    clock.now = 2 * HOUR
    await store.revoke('new', 3 * HOUR)
    expect(store.size()).toBe(1)
  })

  it('ignores revocations that have already ended', async () => {
    const { store } = storeAt(HOUR)
    await store.revoke('session-a', HOUR)
    await store.revokeAllFor('user-1', 0, HOUR - 1)
    expect(store.size()).toBe(0)
  })
})
