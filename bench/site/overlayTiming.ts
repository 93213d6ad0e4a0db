// The time from a click to the first overlay being open (a dialog, the menu's drawer, a toast),
// with the CPU slowed down 4× as Lighthouse's mobile preset does: the overlays' code (Chakra's
// runtime) is fetched on first use, so this is what a visitor waits for the first time.
//
// Each run is a fresh browser context (cold cache) and page: it waits for the page to be idle
// (load, network idle, then an idle callback), scrolls the button into view, waits for the
// network again, then clicks its centre. The time is measured inside the page, from
// performance.now() in the click's own listener (the first one, capturing on window: Playwright's
// mouse down and up round trips come before it) to performance.now() in the first animation frame
// in which a new element matching the overlay's selector is visible (Playwright's meaning:
// non-empty box, `checkVisibility()`, `visibility: visible`). The median of the runs is kept.
// How long the click waited for the main thread (its listener's time less the event's time
// stamp) is recorded beside each run and left out of the figure.
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
} from '@playwright/test'
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_FLAGS } from '../../scripts/chromium.mjs'

export const CPU_SLOWDOWN = 4
export const OVERLAY_RUNS = 5

/** A button to click and the overlay it opens. */
export interface OverlayScenario {
  /** What opens, for the report: "search dialog". */
  name: string
  path: string
  viewport: { width: number; height: number }
  /** The button, by role and accessible name (exact when a string). */
  button: string | RegExp
  /** The first such button when the page has several. */
  first?: boolean
  /** CSS selector of the overlay once open. */
  overlay: string
  permissions?: string[]
}

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }
const CLIPBOARD = ['clipboard-read', 'clipboard-write']

/** The site's overlays, each held to the Panda reference's own overlay of its kind (bench/site/budgets.ts). */
export const SITE_OVERLAYS: OverlayScenario[] = [
  {
    name: 'search dialog',
    path: '/th/home',
    viewport: DESKTOP,
    button: 'ค้นหา',
    overlay: '[role="dialog"]',
  },
  {
    name: 'mobile menu drawer',
    path: '/th/home',
    viewport: PHONE,
    button: 'เปิดเมนู',
    overlay: '[role="dialog"]',
  },
  {
    name: 'profile dialog',
    path: '/th/about/board-of-director',
    viewport: DESKTOP,
    // PersonCard's button, named "อ่านประวัติ: <name>" (company.json people.readProfileOf).
    button: /^อ่านประวัติ/,
    first: true,
    overlay: '[role="dialog"]',
  },
  {
    name: 'copy-link toast',
    path: '/th/home',
    viewport: DESKTOP,
    button: 'คัดลอกลิงก์หน้านี้',
    overlay: '[data-testid="toast"]',
    permissions: CLIPBOARD,
  },
]

/** The Panda reference's one button (bench/site/reference/panda): its dialog and its toast. */
export const REFERENCE_OVERLAYS: OverlayScenario[] = [
  {
    name: 'dialog',
    path: '/',
    viewport: DESKTOP,
    button: 'Contact us',
    overlay: '[role="dialog"]',
  },
  {
    name: 'toast',
    path: '/',
    viewport: DESKTOP,
    button: 'Contact us',
    overlay: '[data-testid="toast"]',
  },
]

export interface OverlayTiming {
  name: string
  path: string
  viewport: string
  button: string
  overlay: string
  cpuSlowdown: number
  /** Click to the overlay's first visible frame, ms, per run. */
  runsMs: number[]
  /** How long each run's click waited for the main thread before its listener ran, ms. */
  inputDelaysMs: number[]
  /** Their median; null when a run failed (`error`). */
  medianMs: number | null
  error?: string
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

// The in-page side, as source text: run under tsx, a function passed to the page would carry
// esbuild's `__name` helper, which the page does not have. Defines window.__overlayProbe.
const PROBE_SCRIPT = `
window.__overlayProbe = {
  idle(timeout) {
    return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout }))
  },
  visible(element) {
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && element.checkVisibility() &&
      getComputedStyle(element).visibility === 'visible'
  },
  arm(trigger, selector, timeoutMs) {
    const probe = this
    const before = new Set([...document.querySelectorAll(selector)].filter((el) => probe.visible(el)))
    this.result = new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(selector + ' not visible ' + timeoutMs + ' ms after the click')),
        timeoutMs,
      )
      const onClick = (event) => {
        const start = performance.now()
        window.removeEventListener('click', onClick, true)
        if (!trigger.contains(event.target)) {
          clearTimeout(timer)
          const target = event.target
          reject(new Error('the click landed on ' + (target.outerHTML || String(target)).slice(0, 200)))
          return
        }
        const frame = () => {
          for (const element of document.querySelectorAll(selector)) {
            if (!before.has(element) && probe.visible(element)) {
              clearTimeout(timer)
              resolve({ ms: performance.now() - start, inputDelayMs: start - event.timeStamp })
              return
            }
          }
          requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }
      window.addEventListener('click', onClick, true)
    })
    // Rejections are read by the caller; until then they are not "unhandled".
    this.result.catch(() => {})
  },
}
`

declare global {
  interface Window {
    __overlayProbe: {
      idle(timeoutMs: number): Promise<void>
      arm(trigger: Element, selector: string, timeoutMs: number): void
      result: Promise<{ ms: number; inputDelayMs: number }>
    }
  }
}

/** Resolves once no request has been in flight for `quietMs` (or after `timeoutMs`). */
function networkQuiet(page: Page, quietMs = 500, timeoutMs = 10_000): Promise<void> {
  let inFlight = 0
  const started = () => (inFlight += 1)
  const ended = () => (inFlight = Math.max(0, inFlight - 1))
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return new Promise<void>((resolve) => {
    const deadline = Date.now() + timeoutMs
    let quietSince = Date.now()
    const timer = setInterval(() => {
      if (inFlight > 0) quietSince = Date.now()
      if (Date.now() - quietSince >= quietMs || Date.now() > deadline) {
        clearInterval(timer)
        page.off('request', started)
        page.off('requestfinished', ended)
        page.off('requestfailed', ended)
        resolve()
      }
    }, 50)
  })
}

function button(page: Page, scenario: OverlayScenario): Locator {
  const name = scenario.button
  const all = page.getByRole('button', { name, exact: typeof name === 'string' })
  return scenario.first ? all.first() : all
}

export interface OverlayRunOptions {
  cpuSlowdown?: number
  /** Cookies every run's context starts with (the consent choice, so no banner covers a button). */
  cookies?: Parameters<BrowserContext['addCookies']>[0]
  /** Longest wait for the overlay after the click. */
  timeoutMs?: number
}

/**
 * One click in a fresh context and page: milliseconds from the click's listener to the open
 * overlay, and the click's input delay (its listener's time less the event's own time stamp:
 * how long the event waited for the main thread, which the figure leaves out).
 */
export async function measureOnce(
  browser: Browser,
  origin: string,
  scenario: OverlayScenario,
  { cpuSlowdown = CPU_SLOWDOWN, cookies = [], timeoutMs = 15_000 }: OverlayRunOptions = {},
): Promise<{ ms: number; inputDelayMs: number }> {
  const context = await browser.newContext({ viewport: scenario.viewport })
  try {
    if (scenario.permissions) await context.grantPermissions(scenario.permissions, { origin })
    if (cookies.length > 0) await context.addCookies(cookies)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await page.goto(`${origin}${scenario.path}`, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    const trigger = button(page, scenario)
    // Scrolling may start requests (lazy images): listen before it.
    const quiet = networkQuiet(page)
    await trigger.scrollIntoViewIfNeeded()
    await quiet
    await page.evaluate(PROBE_SCRIPT)
    await page.evaluate(() => window.__overlayProbe.idle(10_000))
    const box = await trigger.boundingBox()
    if (!box) throw new Error(`${scenario.name}: the button has no box`)
    await trigger.evaluate(
      (element, { selector, timeout }) => window.__overlayProbe.arm(element, selector, timeout),
      { selector: scenario.overlay, timeout: timeoutMs },
    )
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    return await page.evaluate(() => window.__overlayProbe.result)
  } finally {
    await context.close()
  }
}

/** `runs` runs of each scenario; a scenario whose run fails is reported with its error. */
export async function measureOverlays(
  browser: Browser,
  origin: string,
  scenarios: OverlayScenario[],
  runs = OVERLAY_RUNS,
  options: OverlayRunOptions = {},
): Promise<OverlayTiming[]> {
  const timings: OverlayTiming[] = []
  for (const scenario of scenarios) {
    const runsMs: number[] = []
    const inputDelaysMs: number[] = []
    let error: string | undefined
    try {
      for (let run = 0; run < runs; run += 1) {
        const { ms, inputDelayMs } = await measureOnce(browser, origin, scenario, options)
        runsMs.push(Math.round(ms))
        inputDelaysMs.push(Math.round(inputDelayMs))
      }
    } catch (caught) {
      // The first line, without Playwright's "page.evaluate: Error: " for the probe's own errors.
      const message = caught instanceof Error ? caught.message : String(caught)
      error = message.split('\n')[0]!.replace(/^page\.evaluate: Error: /, '')
    }
    timings.push({
      name: scenario.name,
      path: scenario.path,
      viewport: `${scenario.viewport.width}×${scenario.viewport.height}`,
      button: String(scenario.button),
      overlay: scenario.overlay,
      cpuSlowdown: options.cpuSlowdown ?? CPU_SLOWDOWN,
      runsMs,
      inputDelaysMs,
      medianMs: error === undefined ? median(runsMs) : null,
      ...(error === undefined ? {} : { error }),
    })
  }
  return timings
}

/** Debian's Chromium with the offline flags (scripts/chromium.mjs), headless. */
export function launchChromium(executablePath = CHROMIUM_PATH): Promise<Browser> {
  return chromium.launch({ executablePath, args: OFFLINE_CHROMIUM_FLAGS, headless: true })
}
