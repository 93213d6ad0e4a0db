// The bench's Markdown: the machine's load, Lighthouse's figures with page JavaScript and HTML
// size, each page's floor beside it, the field data, the overlay timings, throughput and load, and
// the budgets.
import {
  ABSOLUTE_TARGETS,
  type BudgetCheck,
  FLOOR_BUDGETS,
  floorFigures,
  type FloorFigures,
  type SiteBenchResults,
  tbtBaseMs,
  textFloorFigures,
} from './budgets'
import { fieldLines } from './fieldReport'
import { describeFirstScreen } from './firstScreen'
import type { HtmlSize } from './htmlSize'
import type { LighthouseFigures } from './lighthouseRuns'
import type { OverlayTiming } from './overlayTiming'

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`

const kib = (bytes: number) => (bytes / 1024).toFixed(1)
const signed = (value: number, digits = 0) =>
  `${value < 0 ? '−' : '+'}${Math.abs(value).toFixed(digits)}`
const htmlCell = (html: HtmlSize | undefined) =>
  html ? `${(html.bytes / 1000).toFixed(1)} (${(html.gzipBytes / 1000).toFixed(1)})` : ''

function overlayRow(overlay: OverlayTiming, label: string) {
  return row([
    label,
    overlay.path,
    overlay.viewport,
    overlay.medianMs ?? `error: ${overlay.error}`,
    overlay.runsMs.join(', '),
    overlay.inputDelaysMs.length > 0 ? Math.max(...overlay.inputDelaysMs) : '',
  ])
}

/** The floors a row is compared with, as the budgets take them: its own, and the text floor. */
interface Bases {
  floor?: FloorFigures
  textFloor?: FloorFigures
}

/** TBT × and JS +KiB against the text floor, LCP × and perf Δ against the floor; '' without it. */
function comparisonCells(
  page: LighthouseFigures,
  js: { gzipBytes: number } | undefined,
  { floor, textFloor }: Bases,
): string[] {
  const floorJs = textFloor?.pageJavaScript
  return [
    textFloor ? (page.metrics.tbtMs / tbtBaseMs(textFloor.metrics.tbtMs)).toFixed(2) : '',
    floor ? (page.metrics.lcpMs / floor.metrics.lcpMs).toFixed(2) : '',
    floor ? signed(page.scores.performance - floor.scores.performance) : '',
    js && floorJs ? signed((js.gzipBytes - floorJs.gzipBytes) / 1024, 1) : '',
  ]
}

/** The former fixed targets, for information: ✓, or ✗ and the ones missed. */
function absoluteCell({ scores, metrics }: LighthouseFigures): string {
  const missed = [
    scores.performance >= ABSOLUTE_TARGETS.performance ? '' : 'performance',
    metrics.tbtMs <= ABSOLUTE_TARGETS.tbtMs ? '' : 'TBT',
  ].filter(Boolean)
  return missed.length === 0 ? '✓' : `✗ ${missed.join(', ')}`
}

function figuresRow(
  page: LighthouseFigures,
  label: string,
  js: { gzipBytes: number } | undefined,
  html: HtmlSize | undefined,
  bases: Bases,
) {
  const { scores, metrics } = page
  return row([
    label,
    page.runs,
    scores.performance,
    scores.accessibility,
    scores['best-practices'],
    scores.seo,
    metrics.fcpMs,
    metrics.lcpMs,
    metrics.tbtMs,
    metrics.cls.toFixed(3),
    js ? kib(js.gzipBytes) : '',
    htmlCell(html),
    ...comparisonCells(page, js, bases),
    absoluteCell(page),
  ])
}

function machineLine({ machine }: SiteBenchResults): string {
  const { start, beforeLighthouse, afterLighthouse, end } = machine.loadAverage
  return `Machine: ${machine.cores} cores; 1-minute load average ${start} at the start, ${beforeLighthouse} before Lighthouse, ${afterLighthouse} after it, ${end} at the end.`
}

function comparisonNote(textFloor: FloorFigures | undefined): string[] {
  const { tbtTimes, tbtLeastMs, lcpTimes, performanceBelow, javaScriptOverKiB } = FLOOR_BUDGETS
  return [
    '',
    "↳ each page's floor (bench/site/reference/floor): its largest paint as Chromium found it on",
    'the site, painted alone by a plain Next and React page (the same image bytes at the same CSS',
    "size, or the same text in the site's font with its files preloaded), measured right before",
    'the page in each round. Against the floors, each budget in brackets: LCP ×, the LCP over the',
    `floor's (≤ ${lcpTimes}); perf Δ, the performance score less the floor's (≥ −${performanceBelow}); against the text`,
    textFloor
      ? `floor (the floor of ${textFloor.firstScreen.page}, the first page whose largest paint is a text): TBT ×,`
      : '**floor (there is no text floor in this run: every budget against it fails)**: TBT ×,',
    `the TBT over the text floor's or ${tbtLeastMs} ms, whichever is more (≤ ${tbtTimes}: a task counts as blocking`,
    `only past ${tbtLeastMs} ms, and a quiet machine can give a floor 0–30 ms); JS +KiB, the JavaScript (gzip)`,
    `more than the text floor's (≤ +${javaScriptOverKiB}). Absolute: the former fixed targets, performance ≥ ${ABSOLUTE_TARGETS.performance}`,
    `and TBT ≤ ${ABSOLUTE_TARGETS.tbtMs} ms, for information only, as absolute figures swing 2–4× between machines.`,
  ]
}

function imageFloodLines({ imageFlood }: SiteBenchResults): string[] {
  if (!imageFlood) return []
  const answers = Object.entries(imageFlood.imageAnswers)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ')
  return [
    '',
    `## ${imageFlood.path} under an image flood: ${imageFlood.connections} connections, ${imageFlood.hostileClients} image clients, ${imageFlood.seconds} s each`,
    '',
    row(['', 'p50 ms']),
    row(['---', '---']),
    row(['quiet', imageFlood.quietP50Ms]),
    row(['during the flood', imageFlood.underFloodP50Ms]),
    '',
    `Page errors during the flood: ${imageFlood.pageErrors}. The image route answered ${answers || 'nothing'}.`,
  ]
}

export function markdownReport(results: SiteBenchResults, checks: BudgetCheck[], when: Date) {
  const lines = [
    `# Site bench, ${when.toISOString()}`,
    '',
    machineLine(results),
    '',
    '## Lighthouse (mobile, median of runs in alternating rounds)',
    '',
  ]
  lines.push(
    row([
      'page',
      'runs',
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'CLS',
      'JS gzip KiB',
      'HTML KB (gzip)',
      'TBT ×',
      'LCP ×',
      'perf Δ',
      'JS +KiB',
      `absolute: perf ≥ ${ABSOLUTE_TARGETS.performance}, TBT ≤ ${ABSOLUTE_TARGETS.tbtMs} ms`,
    ]),
    row(Array(17).fill('---')),
  )
  const references = results.references ?? []
  const textFloor = textFloorFigures(results)
  for (const page of results.lighthouse) {
    const path = new URL(page.url).pathname
    const js = results.pageJavaScript.find((entry) => entry.path === path)
    const html = results.html.path === path ? results.html : undefined
    const floor = floorFigures(results, path)
    lines.push(figuresRow(page, path, js, html, { floor, textFloor }))
    const floorLabel = floor ? `↳ floor: ${describeFirstScreen(floor.firstScreen)}` : '↳ no floor'
    lines.push(
      floor
        ? figuresRow(floor, floorLabel, floor.pageJavaScript, undefined, {})
        : row([floorLabel]),
    )
  }
  // The references beside the text floor: a page of text, like theirs.
  const bases = { floor: textFloor, textFloor }
  for (const page of references) {
    const label = `reference: ${page.label} †`
    lines.push(figuresRow(page, label, page.pageJavaScript, page.html, bases))
  }
  lines.push(...comparisonNote(textFloor))
  if (references.length > 0) {
    lines.push(
      '',
      '† bench/site/reference: one small page (a heading and six sections) on the same Next and',
      "React, in plain elements, in Chakra's runtime components with the site's system, and styled",
      "at build time by Panda with the site's theme (Chakra's runtime only for its overlay, fetched",
      'on first use); measured in the same rounds as the pages and held to no budget themselves,',
      'compared with the text floor. Their scores are the ceiling the framework, and the framework',
      'with each way of styling, leave to a page of that much text.',
    )
  }
  lines.push(...fieldLines(results))
  const overlays = results.overlays
  const referenceOverlays = results.referenceOverlays ?? []
  const timings = [...overlays, ...referenceOverlays]
  if (timings[0]) {
    const runs = Math.max(...timings.map((overlay) => overlay.runsMs.length))
    lines.push(
      '',
      `## Overlays: click → open, ${timings[0].cpuSlowdown}× CPU slowdown, median of ${runs} fresh pages`,
      '',
      row(['overlay', 'page', 'viewport', 'median ms', 'runs ms', 'input delay ms (max)']),
      row(Array(6).fill('---')),
      ...overlays.map((overlay) => overlayRow(overlay, overlay.name)),
      ...referenceOverlays.map((overlay) => overlayRow(overlay, `reference: ${overlay.name} ‡`)),
    )
    lines.push(
      '',
      "From the click's first listener to the first animation frame showing the overlay. Input",
      'delay: how long a click waited for the main thread before that listener ran (not in the',
      'figure).',
    )
    if (referenceOverlays.length > 0) {
      lines.push(
        "‡ the Panda reference's one button: Chakra's Dialog and a toast, fetched on first use. Each",
        "site overlay's budget is the reference's overlay of its kind: the dialog for the dialogs",
        'and the menu drawer, the toast for the toast.',
      )
    }
  }
  const { throughput, load } = results
  lines.push(
    '',
    `## Throughput, ${throughput.path} (${throughput.htmlBytes} bytes of HTML, uncompressed)`,
    '',
    row(['server', 'requests/s', 'p99 ms', 'requests', 'errors']),
    row(Array(5).fill('---')),
    row([
      'Next (cached ISR page)',
      throughput.isr.requestsPerSecond,
      throughput.isr.p99LatencyMs,
      throughput.isr.requests,
      throughput.isr.errors,
    ]),
    row([
      'plain node:http, same bytes',
      throughput.plain.requestsPerSecond,
      throughput.plain.p99LatencyMs,
      throughput.plain.requests,
      throughput.plain.errors,
    ]),
    row(['ratio', `${(throughput.ratio * 100).toFixed(1)} %`, '', '', '']),
    '',
    `## Load: ${load.seconds} s at ${load.connections} connections across ${load.paths.length} ISR pages`,
    '',
    `${load.requests} requests, ${load.requestsPerSecond} requests/s, p99 ${load.p99LatencyMs} ms, ${load.errors} errors.`,
    ...imageFloodLines(results),
    '',
    '## Budgets',
    '',
    row(['page', 'measure', 'measured', 'budget', 'result']),
    row(Array(5).fill('---')),
  )
  for (const check of checks) {
    const verdict = check.pass ? 'pass' : '**FAIL**'
    const accepted = check.accepted ? ` (accepted: ${check.accepted.join('; ')})` : ''
    lines.push(
      row([check.subject, check.measure, check.measured, check.budget, `${verdict}${accepted}`]),
    )
  }
  return `${lines.join('\n')}\n`
}
