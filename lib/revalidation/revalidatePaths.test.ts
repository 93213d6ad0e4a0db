import { NO_PAGE_REASON, reportStatus, revalidatePaths } from './revalidatePaths'

describe('revalidatePaths', () => {
  it('reports each path as revalidated or failed with the reason, in order', async () => {
    const report = await revalidatePaths(
      ['/th/home', '/th/about', '/en/home', '/en/about'],
      (path) =>
        path.endsWith('/about')
          ? Promise.reject(new Error(`Failed to revalidate ${path}: Invalid response 404`))
          : Promise.resolve(),
    )
    expect(report).toEqual({
      revalidated: ['/th/home', '/en/home'],
      failed: [
        { path: '/th/about', reason: 'Failed to revalidate /th/about: Invalid response 404' },
        { path: '/en/about', reason: 'Failed to revalidate /en/about: Invalid response 404' },
      ],
    })
  })

  it('runs a few at a time', async () => {
    let running = 0
    let most = 0
    const paths = Array.from({ length: 20 }, (_, index) => `/th/p${index}`)
    const report = await revalidatePaths(paths, async () => {
      running += 1
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 2))
      running -= 1
    })
    expect(report.revalidated).toEqual(paths)
    expect(most).toBeGreaterThan(1)
    expect(most).toBeLessThanOrEqual(4)
  })

  it('does nothing for no paths', async () => {
    await expect(revalidatePaths([], () => Promise.resolve())).resolves.toEqual({
      revalidated: [],
      failed: [],
    })
  })
})

describe('reportStatus', () => {
  const failed = (path: string, reason = `Failed to revalidate ${path}: Invalid response 500`) => ({
    path,
    reason,
  })

  it('is 200 when every page was refreshed, or there was none to refresh', () => {
    expect(reportStatus({ revalidated: ['/th/home'], failed: [] })).toBe(200)
    expect(reportStatus({ revalidated: [], failed: [] })).toBe(200)
  })

  it('is 503 when nothing was refreshed and a retry could help', () => {
    expect(reportStatus({ revalidated: [], failed: [failed('/th/home')] })).toBe(503)
    expect(
      reportStatus({
        revalidated: [],
        failed: [failed('/th/cookies', NO_PAGE_REASON), { path: null, reason: 'source down' }],
      }),
    ).toBe(503)
  })

  it('is 207 when part failed, or only pages the build does not have', () => {
    expect(reportStatus({ revalidated: ['/th/home'], failed: [failed('/en/home')] })).toBe(207)
    expect(reportStatus({ revalidated: [], failed: [failed('/th/cookies', NO_PAGE_REASON)] })).toBe(
      207,
    )
  })
})
