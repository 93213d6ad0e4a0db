/** @jest-environment node */

import { CLIENT_REQUEST_TIMEOUT_MS } from '@/lib/http/request'
import { expectRequestFailure, failureOf, fetchFailures } from '@/lib/testing/failingFetch'
import { EMPTY_SELECTION } from './listSelection'
import { fetchProductList } from './useProductList'

const selection = { ...EMPTY_SELECTION, line: ['fresh-meat'] }

describe('fetchProductList', () => {
  it.each(fetchFailures(CLIENT_REQUEST_TIMEOUT_MS).map((failure) => [failure.name, failure]))(
    'turns %s into the request helper’s error class',
    async (_name, failure) => {
      const error = await failureOf(failure, () => fetchProductList('th', selection))
      expectRequestFailure(error, failure)
    },
  )

  it('asks for the selection in the page’s language and keeps a refusal’s body', async () => {
    const refusal = { message: 'Unknown sort' }
    const spy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(refusal), { status: 400 }))
    await expect(fetchProductList('en', selection)).rejects.toMatchObject({
      status: 400,
      data: refusal,
    })
    expect(spy).toHaveBeenCalledWith('/api/products?lang=en&line=fresh-meat', expect.anything())
    spy.mockRestore()
  })
})
