// The bench's Markdown: Lighthouse's figures with page JavaScript and HTML size, the overlay
// timings, throughput and load, and the budgets.
import type { BudgetCheck, SiteBenchResults } from './budgets'
import type { HtmlSize } from './htmlSize'
import type { LighthouseFigures } from './lighthouseRuns'
import type { OverlayTiming } from './overlayTiming'

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`

const kib = (bytes: number) => (bytes / 1024).toFixed(1)
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

function figuresRow(
  page: LighthouseFigures,
  label: string,
  js: { gzipBytes: number } | undefined,
  html: HtmlSize | undefined,
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
  ])
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
    '## Lighthouse (mobile, median of runs)',
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
    ]),
    row(Array(12).fill('---')),
  )
  const references = results.references ?? []
  for (const page of results.lighthouse) {
    const path = new URL(page.url).pathname
    const js = results.pageJavaScript.find((entry) => entry.path === path)
    lines.push(figuresRow(page, path, js, results.html.path === path ? results.html : undefined))
  }
  for (const page of references) {
    lines.push(figuresRow(page, `reference: ${page.label} †`, page.pageJavaScript, page.html))
  }
  if (references.length > 0) {
    lines.push(
      '',
      '† bench/site/reference: one small page (a heading and six sections) on the same Next and',
      "React, in plain elements, in Chakra's runtime components with the site's system, and styled",
      "at build time by Panda with the site's theme (Chakra's runtime only for its overlay, fetched",
      'on first use); measured in the same way and held to no budget. Their scores are the ceiling',
      'the framework, and the framework with each way of styling, leave to any page of the site.',
    )
  }
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
        "‡ the Panda reference's one button: Chakra's Dialog and a toast, fetched on first use.",
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
