/**
 * @jest-environment node
 */
import type { NextApiRequest, NextApiResponse } from 'next'
import { callApi } from '@/lib/testing/apiTest'
import { apiRoute } from './apiRoute'
import { BodyTooLargeError } from './body'

const ok = (_req: NextApiRequest, res: NextApiResponse) => res.status(200).json({ ok: true })

describe('apiRoute', () => {
  it('calls the handler declared for the method', async () => {
    const post = jest.fn(ok)
    const route = apiRoute({ GET: ok, POST: post })
    const answer = await callApi(route, { method: 'POST' })
    expect(post).toHaveBeenCalledTimes(1)
    expect(answer).toMatchObject({ status: 200, body: { ok: true } })
  })

  it('answers another method 405 with Allow naming the declared methods in order', async () => {
    const route = apiRoute({ GET: ok, HEAD: ok })
    const answer = await callApi(route, { method: 'DELETE' })
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD')
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.body).toEqual({ message: expect.stringContaining('DELETE') })
  })

  it('does not serve HEAD unless it is declared', async () => {
    const answer = await callApi(apiRoute({ GET: ok }), { method: 'HEAD' })
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET')
  })

  it("writes its answers in the asker's language, Thai by default", async () => {
    const route = apiRoute({ POST: ok })
    const english = await callApi<{ message: string }>(route, {
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    })
    const thai = await callApi<{ message: string }>(route, {
      headers: { 'accept-language': 'th-TH' },
    })
    const unnamed = await callApi<{ message: string }>(route)
    expect(english.body?.message).toBe('This address does not answer GET. Use POST.')
    expect(thai.body?.message).toBe('ที่อยู่นี้ไม่รองรับคำขอแบบ GET โปรดใช้ POST')
    expect(unnamed.body).toEqual(thai.body)
  })

  it('answers an oversized body 413 with the limit', async () => {
    const route = apiRoute({
      POST: () => {
        throw new BodyTooLargeError(1024)
      },
    })
    const answer = await callApi(route, {
      method: 'POST',
      headers: { 'accept-language': 'en' },
    })
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ message: 'The request is larger than 1024 bytes.' })
  })

  it('logs an unexpected error and answers 500 as JSON', async () => {
    const failure = new Error('the store is gone')
    const logError = jest.fn()
    const route = apiRoute(
      {
        GET: async () => {
          throw failure
        },
      },
      { logError },
    )
    const answer = await callApi(route, { url: '/api/thing', headers: { 'accept-language': 'en' } })
    expect(logError).toHaveBeenCalledWith('GET /api/thing failed:', failure)
    expect(answer.status).toBe(500)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.body).toEqual({
      message: 'Something went wrong on our side. Please try again later.',
    })
  })

  it('only ends an answer that had already started when the error came', async () => {
    const route = apiRoute(
      {
        GET: (_req, res) => {
          res.status(200).json({ partial: true })
          throw new Error('after the answer')
        },
      },
      { logError: () => {} },
    )
    const answer = await callApi(route)
    expect(answer).toMatchObject({ status: 200, body: { partial: true } })
  })
})
