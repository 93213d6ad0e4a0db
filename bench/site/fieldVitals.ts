// Field data beside the lab figures: the bench pages visited in Chromium as real visitors are
// counted, through the site's own collector. Each visit is a fresh mobile visitor (Lighthouse's
// screen, the CPU slowed down 4×) who has accepted analytics: the page loads, the browser goes
// idle (the analytics client arrives then), the visitor opens the menu (an interaction, so INP
// has a value) and leaves, and the page's beacon takes its LCP, INP and CLS to
// /api/collect, whence the site's server hands them to the core service. The p75s are then read
// as the console's Site page reads them: GET /analytics/overview of the core service, signed in
// as the seeded admin. The figures are what the site collected, not what the bench computed.
import type { Browser, BrowserContext, Request, Response } from '@playwright/test'
import {
  type AnalyticsOverview,
  VITAL_METRICS,
  type VitalMetric,
  type VitalSummary,
} from '@/shared/siteAnalytics'
import { signInAs } from '../../e2e/auth'
import { hidePage, idlePeriods, settle } from '../../e2e/pageIdle'
import { CPU_SLOWDOWN } from './overlayTiming'

/** Visits of each page: enough for a p75 that is not simply the worst visit. */
export const FIELD_VISITS = 5

/** Lighthouse's mobile screen (its moto g power preset). */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}

export type FieldVitals = { path: string } & Record<VitalMetric, VitalSummary | null>

/** The header's menu button at a phone's width, in either language. */
const MENU_BUTTON = /^(Open menu|เปิดเมนู)$/

const COLLECT_PATH = '/api/collect'
/** What a request to the collector carried: 'pageview' and the vitals' names. */
function eventsIn(request: Request): string[] {
  if (new URL(request.url()).pathname !== COLLECT_PATH) return []
  const { events } = request.postDataJSON() as { events: { type: string; metric?: string }[] }
  return events.map((event) => event.metric ?? event.type)
}

/** One visitor's visit of `path`; resolves once the collector has answered its vitals. */
async function visit(context: BrowserContext, origin: string, path: string): Promise<void> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  const arrived = new Set<string>()
  const onArrival: (() => void)[] = []
  context.on('requestfinished', (request) => {
    for (const event of eventsIn(request)) arrived.add(event)
    for (const check of onArrival) check()
  })
  // Resolves once the collector has answered each of `events`, or after 15 s: a visit whose
  // beacon is lost is left out rather than stopping the bench (the report counts the samples).
  const answered = (events: readonly string[]) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (events.every((event) => arrived.has(event))) resolve()
      }
      onArrival.push(check)
      check()
      setTimeout(() => {
        const missing = events.filter((event) => !arrived.has(event))
        if (missing.length > 0) console.warn(`${path}: no ${missing.join(', ')} within 15 s`)
        resolve()
      }, 15_000).unref()
    })
  await page.goto(`${origin}${path}`, { waitUntil: 'load' })
  await settle(page)
  // The analytics client starts when the browser is idle and counts the view at once: from then
  // on it sees the page turn hidden.
  await answered(['pageview'])
  // The first thing a phone's visitor taps: the menu (its drawer's code comes on first use).
  await page.getByRole('button', { name: MENU_BUTTON }).click()
  await page.getByRole('dialog').waitFor()
  // Chromium reports the tap's timing after the next frames; a visitor reads the menu meanwhile.
  await idlePeriods(page, 2)
  // The visitor switches to another tab: the client sends the vitals at once
  // (lib/analytics/client.ts).
  await hidePage(page)
  await answered(VITAL_METRICS)
}

/** FIELD_VISITS visits of each path, the paths in turn in each round, each visitor new. */
export async function recordFieldVitals(
  browser: Browser,
  origin: string,
  paths: string[],
  cookies: Parameters<BrowserContext['addCookies']>[0],
): Promise<void> {
  for (let round = 0; round < FIELD_VISITS; round += 1) {
    for (const path of paths) {
      const context = await browser.newContext(MOBILE)
      try {
        await context.addCookies(cookies)
        await visit(context, origin, path)
      } finally {
        await context.close()
      }
    }
  }
}

const isOverview = (response: Response) =>
  new URL(response.url()).pathname.endsWith('/analytics/overview') && response.ok()

/**
 * The console's Site page, signed in as the admin, until the core service has every visit's
 * LCP (the site's server forwards in batches a few seconds apart), at most `timeoutMs`.
 */
export async function readFieldVitals(
  browser: Browser,
  origin: string,
  paths: string[],
  timeoutMs = 30_000,
): Promise<FieldVitals[]> {
  const context = await browser.newContext({ baseURL: origin })
  try {
    const page = await context.newPage()
    await signInAs(page, 'admin', '/en/admin/site')
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const answer = page.waitForResponse(isOverview)
      await page.reload()
      const overview = (await (await answer).json()) as AnalyticsOverview
      const found = paths.map((path) => overview.vitals.find((entry) => entry.path === path))
      const isComplete = found.every((entry) => (entry?.LCP?.samples ?? 0) >= FIELD_VISITS)
      if (isComplete || Date.now() > deadline) {
        return paths.map((path, index) => found[index] ?? { path, LCP: null, INP: null, CLS: null })
      }
      await page.waitForTimeout(1000)
    }
  } finally {
    await context.close()
  }
}
