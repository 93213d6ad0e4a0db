import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Encoded image variants on disk, so each is encoded once rather than on every browser-cache
 * miss. An entry is a 4-byte tag, the SHA-256 of the image and the image: one that does not
 * check out (cut short by a full disk, a crash outside the rename, a hand edit) is deleted and
 * treated as missing, never served. Entries are written to a temporary name and renamed, so a
 * reader sees a whole entry or none.
 */
export interface VariantCache {
  get(key: string): Promise<Buffer | null>
  /** Stores an entry; a failure to write only costs the next request an encoding. */
  put(key: string, bytes: Buffer): Promise<void>
}

const TAG = Buffer.from('IVC1')
const HEADER_BYTES = TAG.length + 32
const KEY = /^[a-f0-9]{64}$/

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest()

/** What an entry holds: the image behind its tag and checksum. */
export function encodeEntry(bytes: Buffer): Buffer {
  return Buffer.concat([TAG, sha256(bytes), bytes])
}

/** The image of an entry, or null when the entry is not whole. */
export function decodeEntry(entry: Buffer): Buffer | null {
  if (entry.length <= HEADER_BYTES || !entry.subarray(0, TAG.length).equals(TAG)) return null
  const bytes = entry.subarray(HEADER_BYTES)
  return sha256(bytes).equals(entry.subarray(TAG.length, HEADER_BYTES)) ? bytes : null
}

/**
 * A cache in `dir` holding at most `maxBytes`: past that, new variants are still encoded and
 * served but not stored (URLs with arbitrary crops are many; the disk is not theirs to fill).
 */
export function createVariantCache(dir: string, { maxBytes }: { maxBytes: number }): VariantCache {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('A variant key is a SHA-256 in hex')
    return path.join(dir, `${key}.variant`)
  }
  // What the folder held when this process first wrote to it, then what it wrote since.
  let usedBytes = 0
  let measured: Promise<void> | undefined
  const measure = async () => {
    try {
      const names = await readdir(/*turbopackIgnore: true*/ dir)
      const sizes = await Promise.all(
        names.map((name) =>
          stat(/*turbopackIgnore: true*/ path.join(dir, name)).then(
            (found) => found.size,
            () => 0,
          ),
        ),
      )
      return sizes.reduce((sum, size) => sum + size, 0)
    } catch {
      return 0
    }
  }

  return {
    async get(key) {
      const file = fileOf(key)
      let entry: Buffer
      try {
        entry = await readFile(/*turbopackIgnore: true*/ file)
      } catch {
        return null
      }
      const bytes = decodeEntry(entry)
      if (bytes === null) await unlink(/*turbopackIgnore: true*/ file).catch(() => {})
      return bytes
    },

    async put(key, bytes) {
      const file = fileOf(key)
      measured ??= measure().then((bytesFound) => {
        usedBytes += bytesFound
      })
      await measured
      const entry = encodeEntry(bytes)
      if (usedBytes + entry.length > maxBytes) return
      usedBytes += entry.length
      const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`
      try {
        await mkdir(/*turbopackIgnore: true*/ dir, { recursive: true })
        await writeFile(/*turbopackIgnore: true*/ temporary, entry)
        await rename(/*turbopackIgnore: true*/ temporary, file)
      } catch (error) {
        await unlink(/*turbopackIgnore: true*/ temporary).catch(() => {})
        console.warn(`Image variant not cached: ${(error as Error).message}`)
      }
    },
  }
}
