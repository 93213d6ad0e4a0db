/**
 * @jest-environment node
 */
import { INVESTOR_PAGE_ADDRESSES, scheduleQuietPeriodRefresh } from './quietPeriodRefresh'

describe('scheduleQuietPeriodRefresh', () => {
  afterEach(() => {
    jest.useRealTimers()
  })

  it('asks for every investor page just after the midnight the notice changes, then waits again', async () => {
    jest.useFakeTimers({ now: new Date('2027-02-10T16:00:00Z') })
    const change = '2027-02-10T17:00:00.000Z' // midnight in Bangkok, the window's first day
    const nextChangeAt = jest
      .fn<Promise<string | null>, [Date]>()
      .mockResolvedValueOnce(change)
      .mockResolvedValue(null)
    const requested: string[] = []
    const stop = scheduleQuietPeriodRefresh('http://127.0.0.1:3000', {
      nextChangeAt,
      requestPage: async (url) => {
        requested.push(url)
      },
    })
    await jest.advanceTimersByTimeAsync(60 * 60 * 1000 - 1)
    expect(requested).toEqual([])
    await jest.advanceTimersByTimeAsync(1_001)
    expect(requested).toEqual(INVESTOR_PAGE_ADDRESSES.map((path) => `http://127.0.0.1:3000${path}`))
    expect(requested).toContain('http://127.0.0.1:3000/th/investors/dividend')
    expect(requested).toContain('http://127.0.0.1:3000/en/investors')
    // No change known: it reads the content again an hour later, and asks for nothing.
    expect(nextChangeAt).toHaveBeenCalledTimes(2)
    await jest.advanceTimersByTimeAsync(60 * 60 * 1000)
    expect(nextChangeAt).toHaveBeenCalledTimes(3)
    expect(requested).toHaveLength(INVESTOR_PAGE_ADDRESSES.length)
    stop()
  })

  it('sleeps at most an hour, so a date an editor moves is seen', async () => {
    jest.useFakeTimers({ now: new Date('2027-01-01T00:00:00Z') })
    const nextChangeAt = jest.fn(async () => '2027-02-10T17:00:00.000Z')
    const requestPage = jest.fn(async () => undefined)
    const stop = scheduleQuietPeriodRefresh('http://site', { nextChangeAt, requestPage })
    await jest.advanceTimersByTimeAsync(3 * 60 * 60 * 1000)
    expect(nextChangeAt).toHaveBeenCalledTimes(4)
    expect(requestPage).not.toHaveBeenCalled()
    stop()
    await jest.advanceTimersByTimeAsync(3 * 60 * 60 * 1000)
    expect(nextChangeAt).toHaveBeenCalledTimes(4)
  })
})
