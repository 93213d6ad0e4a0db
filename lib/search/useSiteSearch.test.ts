/** @jest-environment node */

import { CLIENT_REQUEST_TIMEOUT_MS } from '@/lib/http/request'
import { expectRequestFailure, failureOf, fetchFailures } from '@/lib/testing/failingFetch'
import { fetchSiteSearch } from './useSiteSearch'

describe('fetchSiteSearch', () => {
  it.each(fetchFailures(CLIENT_REQUEST_TIMEOUT_MS).map((failure) => [failure.name, failure]))(
    'turns %s into the request helper’s error class',
    async (_name, failure) => {
      const error = await failureOf(failure, () => fetchSiteSearch('pork', 'th', 8))
      expectRequestFailure(error, failure)
    },
  )

  it('keeps the server’s answer to a refused query', async () => {
    const refusal = { message: 'The query is too long.' }
    const spy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(refusal), { status: 400 }))
    await expect(fetchSiteSearch('pork', 'en', 8)).rejects.toMatchObject({
      status: 400,
      data: refusal,
    })
    expect(spy).toHaveBeenCalledWith('/api/search?q=pork&lang=en&limit=8', expect.anything())
    spy.mockRestore()
  })
})
