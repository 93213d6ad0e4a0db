import type { Request } from '@playwright/test'
import { ACCEPT_ALL } from '@/lib/consent/consent'
import { expect, test } from './fixtures'
import { settle } from './pageIdle'

// Issue 34, item 6: with analytics allowed, every visit to the sign-in page sent a page view the
// collector refuses (a private page is never counted), so /api/collect answered 400 and the
// browser logged it. The sign-in page is not measured: it sends nothing, and a public page
// visited after it still is.

test.use({ consent: ACCEPT_ALL })

const isCollect = (request: Request) => new URL(request.url()).pathname === '/api/collect'

const pathsOf = (requests: Request[]) =>
  requests.flatMap((request) =>
    (request.postDataJSON() as { events: { path: string }[] }).events.map((event) => event.path),
  )

for (const lang of ['en', 'th'] as const) {
  test(`the sign-in page sends no beacon, and the collector refuses none (${lang})`, async ({
    page,
  }) => {
    const collected: Request[] = []
    const answers: number[] = []
    page.on('request', (request) => {
      if (isCollect(request)) collected.push(request)
    })
    page.on('response', (response) => {
      if (isCollect(response.request())) answers.push(response.status())
    })

    await page.goto(`/${lang}/login`)
    await settle(page)
    // Leaving the page (its vitals would go now) and landing on a public page, which is counted.
    await page.goto(`/${lang}/home`)
    await settle(page)

    await expect.poll(() => pathsOf(collected)).toContain(`/${lang}/home`)
    expect(pathsOf(collected).filter((path) => path.endsWith('/login'))).toEqual([])
    await expect.poll(() => answers.length).toBe(collected.length)
    expect(answers.every((status) => status === 202)).toBe(true)
  })
}
