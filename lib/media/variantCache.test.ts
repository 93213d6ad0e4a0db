/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createVariantCache, decodeEntry, encodeEntry } from './variantCache'

const KEY = 'a'.repeat(64)
const OTHER = 'b'.repeat(64)
const image = Buffer.from('RIFF....WEBPVP8 pretend image bytes')

let dir: string
beforeEach(() => {
  dir = path.join(mkdtempSync(path.join(tmpdir(), 'variants-')), 'image-variants')
})
afterEach(() => rmSync(path.dirname(dir), { recursive: true, force: true }))

describe('createVariantCache', () => {
  it('returns what was put, from a file written whole under its key', async () => {
    const cache = createVariantCache(dir, { maxBytes: 1_000_000 })
    expect(await cache.get(KEY)).toBeNull()
    await cache.put(KEY, image)
    expect(await cache.get(KEY)).toEqual(image)
    // No temporary file is left behind.
    expect(readdirSync(dir)).toEqual([`${KEY}.variant`])
    // A second cache on the same folder (the next process) reads it.
    expect(await createVariantCache(dir, { maxBytes: 1_000_000 }).get(KEY)).toEqual(image)
  })

  it.each([
    ['cut short', (entry: Buffer) => entry.subarray(0, entry.length - 5)],
    ['a flipped byte', (entry: Buffer) => Buffer.from(entry.map((b, i) => (i === 50 ? b ^ 1 : b)))],
    ['only the header', (entry: Buffer) => entry.subarray(0, 36)],
    ['empty', () => Buffer.alloc(0)],
    ['another format', (entry: Buffer) => Buffer.concat([Buffer.from('XXXX'), entry.subarray(4)])],
  ])('never serves an entry that is %s, and deletes it', async (_, damage) => {
    const cache = createVariantCache(dir, { maxBytes: 1_000_000 })
    await cache.put(KEY, image)
    const file = path.join(dir, `${KEY}.variant`)
    writeFileSync(file, damage(readFileSync(file)))
    expect(await cache.get(KEY)).toBeNull()
    expect(readdirSync(dir)).toEqual([])
  })

  it('stops storing new variants past its size, still answering those it has', async () => {
    const entryBytes = encodeEntry(image).length
    const cache = createVariantCache(dir, { maxBytes: entryBytes + 10 })
    await cache.put(KEY, image)
    await cache.put(OTHER, image)
    expect(await cache.get(KEY)).toEqual(image)
    expect(await cache.get(OTHER)).toBeNull()
    // The next process counts what the folder already holds.
    const next = createVariantCache(dir, { maxBytes: entryBytes + 10 })
    await next.put(OTHER, image)
    expect(await next.get(OTHER)).toBeNull()
  })

  it('treats a folder it cannot write as a cache miss, not an error', async () => {
    writeFileSync(path.join(path.dirname(dir), 'image-variants'), 'a file where the folder goes')
    const cache = createVariantCache(dir, { maxBytes: 1_000_000 })
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(cache.put(KEY, image)).resolves.toBeUndefined()
    expect(await cache.get(KEY)).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Image variant not cached/))
    warn.mockRestore()
  })

  it('takes only SHA-256 keys, so no key names a path', async () => {
    const cache = createVariantCache(dir, { maxBytes: 1_000_000 })
    await expect(cache.get('../../etc/passwd')).rejects.toThrow(/SHA-256/)
  })
})

describe('encodeEntry / decodeEntry', () => {
  it('round-trip', () => {
    expect(decodeEntry(encodeEntry(image))).toEqual(image)
  })
})
