/** @jest-environment node */

import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@redis/client'
import type { AdapterPayload } from 'oidc-provider'
import { startRedisServer, type RedisServer } from '@/scripts/redisServer.mjs'
import { createFileStateStore } from './fileAdapter'
import { createRedisStateStore } from './redisAdapter'
import type { StateStore } from './stateStore'

const HOUR = 60 * 60
const quiet = { warn: () => undefined, info: () => undefined }

/** A place state is kept (a folder, a Redis key prefix), and stores opened over it. */
interface Place {
  open(): StateStore
  close(): Promise<void>
}

let redis: RedisServer
beforeAll(async () => {
  redis = await startRedisServer()
})
afterAll(() => redis.stop())

/** Opens stores and closes them all at the end. */
function places(create: () => StateStore, cleanup: () => Promise<void>): Place {
  const opened: StateStore[] = []
  return {
    open() {
      const store = create()
      opened.push(store)
      return store
    },
    async close() {
      await Promise.all(opened.map((store) => store.close()))
      await cleanup()
    },
  }
}

async function folderPlace(): Promise<Place> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'idp-state-test-'))
  return places(
    () => createFileStateStore({ dir }),
    () => rm(dir, { recursive: true, force: true }),
  )
}

let prefixes = 0
async function redisPlace(): Promise<Place> {
  const keyPrefix = `siam-harvest:idp-test-${(prefixes += 1)}:`
  return places(
    () => createRedisStateStore(redis.url, { keyPrefix, log: quiet }),
    async () => undefined,
  )
}

function session(uid: string, accountId = 'admin'): AdapterPayload {
  return { kind: 'Session', uid, accountId, loginTs: 1000, authorizations: {} }
}

function token(kind: string, grantId: string): AdapterPayload {
  return { kind, grantId, accountId: 'admin', clientId: 'siam-harvest-site' }
}

describe.each([
  ['on disk', folderPlace],
  ['in Redis', redisPlace],
])('the provider state %s', (_where, makePlace) => {
  let place: Place
  beforeEach(async () => {
    place = await makePlace()
  })
  afterEach(() => place.close())

  it('finds what was stored, as stored, until it is replaced or destroyed', async () => {
    const sessions = place.open().adapter('Session')
    expect(await sessions.find('s1')).toBeUndefined()
    await sessions.upsert('s1', session('u1'), HOUR)
    expect(await sessions.find('s1')).toEqual(session('u1'))
    await sessions.upsert('s1', session('u1', 'staff'), HOUR)
    expect(await sessions.find('s1')).toEqual(session('u1', 'staff'))
    // Models keep apart: the same id in another model is another entry.
    expect(await place.open().adapter('Grant').find('s1')).toBeUndefined()
    await sessions.destroy('s1')
    expect(await sessions.find('s1')).toBeUndefined()
    await sessions.destroy('never-stored')
  })

  it('finds a session by its uid and a device code by its user code', async () => {
    const store = place.open()
    await store.adapter('Session').upsert('s1', session('u1'), HOUR)
    expect(await store.adapter('Session').findByUid('u1')).toEqual(session('u1'))
    expect(await store.adapter('Session').findByUid('u2')).toBeUndefined()
    // A new id for the same session (oidc-provider's resetIdentifier): the uid follows it.
    await store.adapter('Session').destroy('s1')
    await store.adapter('Session').upsert('s2', session('u1'), HOUR)
    expect(await store.adapter('Session').findByUid('u1')).toEqual(session('u1'))
    await store.adapter('Session').destroy('s2')
    expect(await store.adapter('Session').findByUid('u1')).toBeUndefined()

    const device = { ...token('DeviceCode', 'g1'), userCode: 'ABCD-EFGH' }
    await store.adapter('DeviceCode').upsert('d1', device, 600)
    expect(await store.adapter('DeviceCode').findByUserCode('ABCD-EFGH')).toEqual(device)
    expect(await store.adapter('DeviceCode').findByUserCode('ZZZZ-ZZZZ')).toBeUndefined()
  })

  it('marks a code consumed, and never brings back one that is gone', async () => {
    const codes = place.open().adapter('AuthorizationCode')
    await codes.upsert('c1', token('AuthorizationCode', 'g1'), 60)
    expect((await codes.find('c1'))?.consumed).toBeUndefined()
    const before = Math.floor(Date.now() / 1000)
    await codes.consume('c1')
    const consumed = (await codes.find('c1'))?.consumed as number
    expect(consumed).toBeGreaterThanOrEqual(before)
    expect(consumed).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000))
    expect(await codes.find('c1')).toMatchObject(token('AuthorizationCode', 'g1'))

    await codes.consume('c2')
    expect(await codes.find('c2')).toBeUndefined()
    // Stored again (oidc-provider never does this with a code), it is a fresh entry.
    await codes.upsert('c1', token('AuthorizationCode', 'g1'), 60)
    expect((await codes.find('c1'))?.consumed).toBeUndefined()
  })

  it("revokes a grant's tokens and codes from any model, and nothing else", async () => {
    const store = place.open()
    const [codes, tokens, interactions, sessions] = [
      'AuthorizationCode',
      'AccessToken',
      'Interaction',
      'Session',
    ].map((model) => store.adapter(model))
    await codes!.upsert('c1', token('AuthorizationCode', 'g1'), 60)
    await tokens!.upsert('t1', token('AccessToken', 'g1'), HOUR)
    await tokens!.upsert('t2', token('AccessToken', 'g2'), HOUR)
    // An interaction carries its grant's id too, but is not the grant's to revoke.
    await interactions!.upsert('i1', { kind: 'Interaction', grantId: 'g1' }, HOUR)
    await sessions!.upsert('s1', session('u1'), HOUR)

    await tokens!.revokeByGrantId('g1')
    expect(await codes!.find('c1')).toBeUndefined()
    expect(await tokens!.find('t1')).toBeUndefined()
    expect(await tokens!.find('t2')).toEqual(token('AccessToken', 'g2'))
    expect(await interactions!.find('i1')).toBeDefined()
    expect(await sessions!.find('s1')).toBeDefined()
    // oidc-provider revokes through every grantable model at once: the later calls find nothing.
    await Promise.all([codes!.revokeByGrantId('g1'), tokens!.revokeByGrantId('g1')])
    await tokens!.revokeByGrantId('never-granted')
  })

  it('keeps everything for a new store over the same place (a restart)', async () => {
    const first = place.open()
    await first.adapter('Session').upsert('s1', session('u1'), HOUR)
    await first.adapter('Grant').upsert('g1', { kind: 'Grant', accountId: 'admin' }, HOUR)
    await first.adapter('Interaction').upsert('i1', { kind: 'Interaction', uid: 'i1' }, HOUR)
    await first.adapter('AuthorizationCode').upsert('c1', token('AuthorizationCode', 'g1'), 60)
    await first.adapter('AuthorizationCode').upsert('c2', token('AuthorizationCode', 'g2'), 60)
    await first.adapter('AuthorizationCode').consume('c1')
    await first.close()

    const second = place.open()
    expect(await second.adapter('Session').findByUid('u1')).toEqual(session('u1'))
    expect(await second.adapter('Grant').find('g1')).toEqual({ kind: 'Grant', accountId: 'admin' })
    expect(await second.adapter('Interaction').find('i1')).toEqual({
      kind: 'Interaction',
      uid: 'i1',
    })
    expect((await second.adapter('AuthorizationCode').find('c1'))?.consumed).toEqual(
      expect.any(Number),
    )
    await second.adapter('AccessToken').revokeByGrantId('g2')
    expect(await second.adapter('AuthorizationCode').find('c2')).toBeUndefined()
  })
})

describe('the provider state on disk', () => {
  let dir: string
  let now: number
  const stores: StateStore[] = []
  const open = (maxEntries?: number) => {
    const store = createFileStateStore({ dir, now: () => now, maxEntries })
    stores.push(store)
    return store
  }
  /** Every file under the state folder, by sub-folder. */
  async function files() {
    const found: Record<string, number> = {}
    for (const folder of ['entries', 'index', 'grants', 'tmp']) {
      found[folder] = (await readdir(path.join(dir, folder))).length
    }
    return found
  }

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'idp-state-test-'))
    // Any fixed instant: the store reads time only through this clock.
    now = 1_000_000_000_000
  })
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()))
    await rm(dir, { recursive: true, force: true })
  })

  it('gives nothing back once expired, and a sweep deletes it with its index and grant files', async () => {
    const store = open()
    await store.adapter('Session').upsert('s1', session('u1'), HOUR)
    await store.adapter('AccessToken').upsert('t1', token('AccessToken', 'g1'), 60)
    await store.sweep()
    expect(await files()).toEqual({ entries: 2, index: 1, grants: 1, tmp: 0 })

    now += 59_000
    expect(await store.adapter('AccessToken').find('t1')).toBeDefined()
    now += 1_000
    expect(await store.adapter('AccessToken').find('t1')).toBeUndefined()
    await store.sweep()
    expect(await files()).toEqual({ entries: 1, index: 1, grants: 0, tmp: 0 })

    now += (HOUR - 60) * 1000
    expect(await store.adapter('Session').findByUid('u1')).toBeUndefined()
    expect(await store.adapter('Session').find('s1')).toBeUndefined()
    await store.sweep()
    expect(await files()).toEqual({ entries: 0, index: 0, grants: 0, tmp: 0 })
  })

  it('keeps at most maxEntries, deleting those that expire soonest first', async () => {
    const store = open(3)
    for (let minutes = 1; minutes <= 5; minutes += 1) {
      const grantId = `g${minutes}`
      await store
        .adapter('AccessToken')
        .upsert(`t${minutes}`, token('AccessToken', grantId), minutes * 60)
    }
    await store.adapter('Session').upsert('s1', session('u1'), 30)
    await store.sweep()
    const tokens = store.adapter('AccessToken')
    const left = await Promise.all(['t1', 't2', 't3', 't4', 't5'].map((id) => tokens.find(id)))
    expect(left.map(Boolean)).toEqual([false, false, true, true, true])
    expect(await store.adapter('Session').find('s1')).toBeUndefined()
    // Their index and grant files went with them.
    expect(await files()).toEqual({ entries: 3, index: 0, grants: 3, tmp: 0 })
  })

  it('ignores a write that a kill cut short, and deletes its temporary file later', async () => {
    const store = open()
    await store.adapter('Session').upsert('s1', session('u1'), HOUR)
    // What `kill -9` between writing and renaming leaves: a temporary file, the entry untouched.
    const abandoned = path.join(dir, 'tmp', 'cut-short.json')
    await writeFile(abandoned, '{"model":"Session","id":"s1","expi')
    expect(await store.adapter('Session').find('s1')).toEqual(session('u1'))
    await store.sweep()
    expect((await files()).tmp).toBe(1)
    const twoMinutesAgo = new Date(Date.now() - 120_000)
    await utimes(abandoned, twoMinutesAgo, twoMinutesAgo)
    await store.sweep()
    expect((await files()).tmp).toBe(0)
    expect(await store.adapter('Session').find('s1')).toEqual(session('u1'))
  })

  it('never turns an id a request carries into a path', async () => {
    const store = open()
    const ids = ['../../escaped', '/etc/passwd', 'x'.repeat(5000), 'ไทย', '']
    for (const id of ids) await store.adapter('Client').upsert(id, { client_id: id }, 60)
    for (const id of ids) expect(await store.adapter('Client').find(id)).toEqual({ client_id: id })
    const names = await readdir(path.join(dir, 'entries'))
    expect(names).toHaveLength(ids.length)
    for (const name of names) expect(name).toMatch(/^[\w-]{43}\.json$/)
    expect(await readdir(dir)).toEqual(expect.arrayContaining(['entries', 'index', 'grants']))
  })
})

describe('the provider state in Redis', () => {
  const keyPrefix = 'siam-harvest:idp-ttl-test:'
  let store: StateStore
  let client: ReturnType<typeof createClient>
  beforeAll(async () => {
    store = createRedisStateStore(redis.url, { keyPrefix, log: quiet })
    client = createClient({ url: redis.url })
    await client.connect()
  })
  afterAll(async () => {
    await store.close()
    await client.close()
  })

  it('gives every key the TTL of its entry; the grant set that of its longest member', async () => {
    await store.adapter('Session').upsert('s1', session('u1'), HOUR)
    await store.adapter('AccessToken').upsert('t1', token('AccessToken', 'g1'), 60)
    await store.adapter('AuthorizationCode').upsert('c1', token('AuthorizationCode', 'g1'), 600)
    await store.adapter('AccessToken').upsert('t2', token('AccessToken', 'g1'), 30)
    const ttl = (key: string) => client.ttl(`${keyPrefix}${key}`)
    expect(await ttl('Session:s1')).toBeGreaterThan(HOUR - 5)
    expect(await ttl('index:Session:uid:u1')).toBeGreaterThan(HOUR - 5)
    expect(await ttl('AccessToken:t1')).toBeLessThanOrEqual(60)
    expect(await ttl('grant:g1')).toBeGreaterThan(595)
    expect(await ttl('grant:g1')).toBeLessThanOrEqual(600)
    // Nothing without a TTL: every key under the prefix expires.
    const keys = await client.keys(`${keyPrefix}*`)
    expect(keys.length).toBeGreaterThan(0)
    for (const key of keys) expect(await client.ttl(key)).toBeGreaterThan(0)
  })

  it('forgets an entry when its TTL runs out, and a consume does not bring it back', async () => {
    const codes = store.adapter('AuthorizationCode')
    await codes.upsert('short', token('AuthorizationCode', 'g9'), 1)
    expect(await codes.find('short')).toBeDefined()
    const deadline = Date.now() + 5_000
    while ((await codes.find('short')) !== undefined && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(await codes.find('short')).toBeUndefined()
    await codes.consume('short')
    expect(await client.exists(`${keyPrefix}AuthorizationCode:short`)).toBe(0)
  })
})
