/**
 * @jest-environment node
 */
import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { BodyTooLargeError, readRawBody } from './body'

const request = (...chunks: string[]) => Readable.from(chunks) as unknown as IncomingMessage

describe('readRawBody', () => {
  it('returns the bytes as sent', async () => {
    await expect(readRawBody(request('{"_id":', '"ไทย"}'), 100)).resolves.toBe('{"_id":"ไทย"}')
  })

  it('stops at the limit and names it', async () => {
    const error = await readRawBody(request('x'.repeat(20)), 10).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BodyTooLargeError)
    expect((error as BodyTooLargeError).limit).toBe(10)
  })

  it('accepts a body of exactly the limit', async () => {
    await expect(readRawBody(request('x'.repeat(10)), 10)).resolves.toBe('x'.repeat(10))
  })
})
