/**
 * @jest-environment node
 */
import { Readable } from 'node:stream'
import type { NextApiRequest, NextApiResponse } from 'next'
import { createRateLimiter } from '@/shared/rateLimits'
import { alertLinkKey, signAlertLink } from './alertLinks'
import type { CoreAlerts } from './coreAlerts'
import { createOneClickUnsubscribe } from './oneClickUnsubscribe'
import type { AlertSubscriber } from './types'

const key = alertLinkKey('a session secret of at least thirty-two characters')
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e'
const token = signAlertLink(key, { purpose: 'subscriber', subscriberId: ID })

function setUp(stored: Pick<AlertSubscriber, 'id' | 'lang'> | null) {
  const removed: string[] = []
  let current = stored
  const core = {
    subscriber: async () => current,
    unsubscribe: async (id: string) => {
      removed.push(id)
      current = null
    },
  } as unknown as CoreAlerts
  const route = createOneClickUnsubscribe({
    service: () => ({ core, linkKey: key, siteUrl: 'https://site.test' }),
    perClientLinks: createRateLimiter({ name: 'l', points: 60, durationSeconds: 600 }),
    clientKey: () => '192.0.2.1',
  })
  const call = async (method: string, query: Record<string, string>, body = '') => {
    const req = Object.assign(Readable.from([Buffer.from(body)]), {
      method,
      query,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }) as unknown as NextApiRequest
    const answer = { status: 0, text: '', location: '', headers: new Map<string, string>() }
    const res = {
      headersSent: false,
      setHeader: (name: string, value: string) => answer.headers.set(name, value),
      status(code: number) {
        answer.status = code
        return this
      },
      send(text: string) {
        answer.text = text
      },
      json(body: unknown) {
        answer.text = JSON.stringify(body)
      },
      redirect(code: number, location: string) {
        answer.status = code
        answer.location = location
      },
    } as unknown as NextApiResponse
    await route(req, res)
    return answer
  }
  return { call, removed }
}

describe('one-click unsubscribe (RFC 8058)', () => {
  it("unsubscribes on the mail client's POST and answers in the subscriber's language", async () => {
    const { call, removed } = setUp({ id: ID, lang: 'en' })
    const answer = await call('POST', { token }, 'List-Unsubscribe=One-Click')
    expect(answer.status).toBe(200)
    expect(answer.text).toMatch(/^You are unsubscribed/)
    expect(removed).toEqual([ID])
    // Once more: the outcome asked for, nothing left to remove.
    expect((await call('POST', { token }, 'List-Unsubscribe=One-Click')).status).toBe(200)
    expect(removed).toEqual([ID])
  })

  it('refuses a forged token with 400 and removes nothing', async () => {
    const { call, removed } = setUp({ id: ID, lang: 'th' })
    const answer = await call('POST', { token: `${token}x` }, 'List-Unsubscribe=One-Click')
    expect(answer.status).toBe(400)
    expect(removed).toEqual([])
  })

  it('sends a GET on to the page that asks first, in the subscriber language', async () => {
    const { call, removed } = setUp({ id: ID, lang: 'en' })
    const answer = await call('GET', { token })
    expect(answer.status).toBe(303)
    expect(answer.location).toBe(`/en/alerts/unsubscribe?token=${encodeURIComponent(token)}`)
    expect(removed).toEqual([])
  })

  it('answers 413 for an oversized body and 405 for other methods', async () => {
    const { call } = setUp({ id: ID, lang: 'en' })
    expect((await call('POST', { token }, 'x'.repeat(2000))).status).toBe(413)
    expect((await call('DELETE', { token })).status).toBe(405)
  })
})
