// The site's budgets (issue "Proof under pressure") and the pass/fail of one bench run.
import { PAGE_JS_BUDGET_KIB } from '../../scripts/pageJavaScript.mjs'
import type { HtmlSize } from './htmlSize'
import type { LoadFigures, ThroughputComparison } from './httpLoad'
import type { HostileImageFigures } from './imageLoad'
import type { Category, LighthouseFigures } from './lighthouseRuns'
import type { OverlayTiming } from './overlayTiming'

export const BUDGETS = {
  scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } satisfies Record<
    Category,
    number
  >,
  /** Lighthouse's Total Blocking Time of the median run, ms. */
  tbtMs: 200,
  /** Lighthouse's Cumulative Layout Shift of the median run, to 3 decimals (so < 0.0005). */
  cls: 0,
  pageJsKiB: PAGE_JS_BUDGET_KIB,
  /** The uncompressed HTML of HOME_HTML_PATH as served, bytes (110 KB). */
  homeHtmlBytes: 110_000,
  /** Click to the first overlay open at 4× CPU slowdown, median of the runs (overlayTiming.ts). */
  overlayMs: 300,
  /** A cached ISR page's requests/s as a share of a plain server's for the same bytes. */
  isrShareOfPlain: 0.35,
  loadErrors: 0,
  /** /th/home's p50 while the image route is flooded, as a multiple of its quiet p50. */
  imageFloodP50Ratio: 2,
}

/**
 * Lighthouse deductions the product accepts, by audit id, with the reason. The spec fixes the
 * viewport's maximum scale at 1 (spec point 9), which Lighthouse's `meta-viewport` audit reports.
 */
export const ACCEPTED_DEDUCTIONS: Partial<Record<Category, Record<string, string>>> = {
  accessibility: { 'meta-viewport': 'viewport scale fixed at maximum 1 (spec point 9)' },
}

/** The page whose HTML size has a budget. */
export const HOME_HTML_PATH = '/th/home'

export interface PageJavaScript {
  path: string
  files: number
  gzipBytes: number
}

export interface SiteBenchResults {
  lighthouse: LighthouseFigures[]
  /** The reference apps (bench/site/reference), held to no budget. */
  references?: ReferenceFigures[]
  pageJavaScript: PageJavaScript[]
  /** The HTML of HOME_HTML_PATH. */
  html: HtmlSize
  overlays: OverlayTiming[]
  /** The Panda reference's overlays, held to no budget. */
  referenceOverlays?: OverlayTiming[]
  throughput: ThroughputComparison
  load: LoadFigures & { paths: string[]; connections: number; seconds: number }
  /** /th/home quietly and under a flood of expensive and invalid image requests (imageLoad.ts). */
  imageFlood?: HostileImageFigures
}

export interface ReferenceFigures extends LighthouseFigures {
  label: string
  pageJavaScript?: { files: number; gzipBytes: number }
  html?: HtmlSize
}

export interface BudgetCheck {
  subject: string
  measure: string
  measured: string
  budget: string
  pass: boolean
  /** Accepted deductions that explain a score under its budget. */
  accepted?: string[]
}

function scoreCheck(page: LighthouseFigures, category: Category): BudgetCheck {
  const budget = BUDGETS.scores[category]
  const score = page.scores[category]
  const acceptedHere = ACCEPTED_DEDUCTIONS[category] ?? {}
  const unexplained = page.deductions[category].filter((id) => !(id in acceptedHere))
  const accepted = page.deductions[category].filter((id) => id in acceptedHere)
  // Under budget passes only when every deduction is an accepted one.
  const pass = score >= budget || (accepted.length > 0 && unexplained.length === 0)
  return {
    subject: new URL(page.url).pathname,
    measure: `Lighthouse ${category}`,
    measured: String(score),
    budget: budget === 100 ? '= 100' : `≥ ${budget}`,
    pass,
    ...(accepted.length > 0
      ? { accepted: accepted.map((id) => `${id}: ${acceptedHere[id]}`) }
      : {}),
  }
}

export function checkBudgets(results: SiteBenchResults): BudgetCheck[] {
  const checks: BudgetCheck[] = []
  for (const page of results.lighthouse) {
    for (const category of Object.keys(BUDGETS.scores) as Category[]) {
      checks.push(scoreCheck(page, category))
    }
  }
  for (const page of results.lighthouse) {
    const subject = new URL(page.url).pathname
    const { tbtMs, cls } = page.metrics
    checks.push({
      subject,
      measure: 'Lighthouse Total Blocking Time',
      measured: `${tbtMs} ms`,
      budget: `≤ ${BUDGETS.tbtMs} ms`,
      pass: tbtMs <= BUDGETS.tbtMs,
    })
    checks.push({
      subject,
      measure: 'Lighthouse Cumulative Layout Shift',
      measured: cls.toFixed(3),
      budget: `= ${BUDGETS.cls.toFixed(3)}`,
      pass: cls <= BUDGETS.cls,
    })
  }
  for (const page of results.pageJavaScript) {
    const kib = page.gzipBytes / 1024
    checks.push({
      subject: page.path,
      measure: 'JavaScript before interactive (gzip)',
      measured: `${kib.toFixed(1)} KiB`,
      budget: `≤ ${BUDGETS.pageJsKiB} KiB`,
      pass: kib <= BUDGETS.pageJsKiB,
    })
  }
  const { html } = results
  checks.push({
    subject: html.path,
    measure: 'HTML document as served (uncompressed)',
    measured: `${(html.bytes / 1000).toFixed(1)} KB (gzip ${(html.gzipBytes / 1000).toFixed(1)} KB)`,
    budget: `≤ ${BUDGETS.homeHtmlBytes / 1000} KB`,
    pass: html.bytes <= BUDGETS.homeHtmlBytes,
  })
  for (const overlay of results.overlays) {
    checks.push({
      subject: `${overlay.path} (${overlay.viewport})`,
      measure: `click → ${overlay.name} open, ${overlay.cpuSlowdown}× CPU slowdown`,
      measured: overlay.medianMs === null ? `error: ${overlay.error}` : `${overlay.medianMs} ms`,
      budget: `≤ ${BUDGETS.overlayMs} ms`,
      pass: overlay.medianMs !== null && overlay.medianMs <= BUDGETS.overlayMs,
    })
  }
  const { throughput, load } = results
  checks.push({
    subject: throughput.path,
    measure: 'cached ISR requests/s ÷ plain node:http, same bytes',
    measured: `${(throughput.ratio * 100).toFixed(1)} %`,
    budget: `≥ ${BUDGETS.isrShareOfPlain * 100} %`,
    pass: throughput.ratio >= BUDGETS.isrShareOfPlain,
  })
  checks.push({
    subject: `${load.paths.length} ISR pages`,
    measure: `errors in ${load.seconds} s at ${load.connections} connections`,
    measured: String(load.errors),
    budget: `= ${BUDGETS.loadErrors}`,
    pass: load.errors <= BUDGETS.loadErrors && load.requests > 0,
  })
  const { imageFlood } = results
  if (imageFlood) {
    const ratio = imageFlood.underFloodP50Ms / Math.max(1, imageFlood.quietP50Ms)
    checks.push({
      subject: imageFlood.path,
      measure: `p50 at ${imageFlood.connections} connections under ${imageFlood.hostileClients} image-flood clients ÷ quiet p50`,
      measured: `${imageFlood.underFloodP50Ms} ms ÷ ${imageFlood.quietP50Ms} ms = ${ratio.toFixed(2)}× (${imageFlood.pageErrors} page errors)`,
      budget: `≤ ${BUDGETS.imageFloodP50Ratio}×, 0 page errors`,
      pass: ratio <= BUDGETS.imageFloodP50Ratio && imageFlood.pageErrors === 0,
    })
  }
  return checks
}
