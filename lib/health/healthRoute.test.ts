/**
 * @jest-environment node
 */
import type { NextApiRequest, NextApiResponse } from 'next'
import health from '@/pages/api/health'
import { startDraining } from './lifecycle'

jest.mock('./siteProbes', () => ({ siteProbes: () => ({ content: async () => {} }) }))

async function get(query: Record<string, string>) {
  const answer: { status: number; body?: { status?: string } } = { status: 0 }
  const res = {
    setHeader: () => res,
    status(code: number) {
      answer.status = code
      return res
    },
    json(body: { status?: string }) {
      answer.body = body
      return res
    },
  } as unknown as NextApiResponse
  await health({ method: 'GET', query } as unknown as NextApiRequest, res)
  return answer
}

describe('/api/health', () => {
  it('is ready while its probes answer, and no longer once the server drains', async () => {
    expect(await get({ ready: '1' })).toMatchObject({ status: 200, body: { status: 'ready' } })
    startDraining()
    expect(await get({ ready: '1' })).toMatchObject({ status: 503, body: { status: 'draining' } })
    // Alive all the same: requests in flight are still being served.
    expect(await get({})).toMatchObject({ status: 200, body: { status: 'ok' } })
  })
})
