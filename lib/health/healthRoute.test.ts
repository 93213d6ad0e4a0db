/**
 * @jest-environment node
 */
import { callApi } from '@/lib/testing/apiTest'
import health from '@/pages/api/health'
import { startDraining } from './lifecycle'

jest.mock('./siteProbes', () => ({ siteProbes: () => ({ content: async () => {} }) }))

async function get(query: Record<string, string>) {
  return callApi(health, { query })
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
