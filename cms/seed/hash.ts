import { createHash } from 'node:crypto'

/** SHA-1 of bytes or text, in hex: Sanity names asset files and asset ids by it. */
export function sha1(data: string | Uint8Array): string {
  return createHash('sha1').update(data).digest('hex')
}

/**
 * A stable array `_key` from the place the item sits in (document id, field path, index...).
 * Sanity only needs keys unique within their array; deriving them from the path instead of
 * drawing random ones keeps the output identical from run to run.
 */
export function stableKey(...parts: (string | number)[]): string {
  return sha1(parts.join('\u0000')).slice(0, 12)
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** A 22-character revision id like Sanity's, derived from the document's content. */
export function revisionOf(content: string): string {
  let value = BigInt(`0x${sha1(content)}`)
  let rev = ''
  for (let i = 0; i < 22; i++) {
    rev = BASE62[Number(value % 62n)] + rev
    value /= 62n
  }
  return rev
}
