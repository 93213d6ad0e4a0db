import { createMemorySignatureStore } from './usedSignatures'

describe('the in-memory signature store', () => {
  it('remembers a signature until it expires', async () => {
    let now = 1_000
    const store = createMemorySignatureStore(10, () => now)
    await expect(store.claim('a', 2_000)).resolves.toBe('claimed')
    await expect(store.claim('a', 2_000)).resolves.toBe('used')
    now = 2_000
    await expect(store.claim('a', 3_000)).resolves.toBe('claimed')
  })

  it('makes room by forgetting expired signatures, never live ones', async () => {
    let now = 1_000
    const store = createMemorySignatureStore(2, () => now)
    await store.claim('a', 1_500)
    await store.claim('b', 5_000)
    await expect(store.claim('c', 5_000)).resolves.toBe('full')
    now = 1_500
    await expect(store.claim('c', 5_000)).resolves.toBe('claimed')
    await expect(store.claim('b', 5_000)).resolves.toBe('used')
  })

  it('forgets a released signature', async () => {
    const store = createMemorySignatureStore()
    await store.claim('a', Date.now() + 60_000)
    await store.release('a')
    await expect(store.claim('a', Date.now() + 60_000)).resolves.toBe('claimed')
  })
})
