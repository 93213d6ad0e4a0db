// The bench's Markdown: one table of figures, one of budgets.
import type { BudgetCheck, SiteBenchResults } from './budgets'

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`

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
    ]),
    row(Array(11).fill('---')),
  )
  const references = results.references ?? []
  for (const page of [...results.lighthouse, ...references]) {
    const path = new URL(page.url).pathname
    const js = results.pageJavaScript.find((entry) => entry.path === path)
    const { scores, metrics } = page
    lines.push(
      row([
        'label' in page ? `reference: ${page.label} †` : path,
        page.runs,
        scores.performance,
        scores.accessibility,
        scores['best-practices'],
        scores.seo,
        metrics.fcpMs,
        metrics.lcpMs,
        metrics.tbtMs,
        metrics.cls,
        js ? (js.gzipBytes / 1024).toFixed(1) : '',
      ]),
    )
  }
  if (references.length > 0) {
    lines.push(
      '',
      '† bench/site/reference: one small page (a heading and six sections) on the same Next and',
      "React, once in plain elements and once in Chakra's components with the site's system;",
      'measured in the same way and held to no budget. Their scores are the ceiling the framework,',
      'and the framework with the UI library, leave to any page of the site on this machine.',
    )
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
