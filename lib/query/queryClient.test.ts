import { createQueryClient, retryDelay } from './queryClient'

describe('query client defaults', () => {
  it('keeps results 5 minutes and retries 3 times', () => {
    const queries = createQueryClient().getDefaultOptions().queries
    expect(queries?.gcTime).toBe(300_000)
    expect(queries?.retry).toBe(3)
  })

  it('backs off from 1000 ms, doubling, capped at 30 000 ms', () => {
    // TanStack passes the number of failures so far: 0 before the first retry.
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ])
  })
})
