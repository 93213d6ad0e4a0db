// The report's field data: each page's p75s from the site's own collector (fieldVitals.ts) beside
// Lighthouse's lab figures for the same page.
import type { SiteBenchResults } from './budgets'
import type { VitalSummary } from '@/shared/siteAnalytics'

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`

const milliseconds = (summary: VitalSummary | null) => (summary ? String(summary.p75) : '—')
const unitless = (summary: VitalSummary | null) => (summary ? summary.p75.toFixed(3) : '—')
const samples = (summary: VitalSummary | null) => summary?.samples ?? 0

/** The section's lines, none when the run recorded no field data. */
export function fieldLines({
  field,
  lighthouse,
}: Pick<SiteBenchResults, 'field' | 'lighthouse'>): string[] {
  if (!field || field.pages.length === 0) return []
  const lab = (path: string) =>
    lighthouse.find((page) => new URL(page.url).pathname === path)?.metrics
  return [
    '',
    `## Field data: the site's own collector, p75 of ${field.visits} visits per page at ${field.cpuSlowdown}× CPU`,
    '',
    row([
      'page',
      'samples (LCP / INP / CLS)',
      'LCP p75 ms',
      'lab LCP ms',
      'INP p75 ms',
      'lab TBT ms',
      'CLS p75',
      'lab CLS',
    ]),
    row(Array(8).fill('---')),
    ...field.pages.map(({ path, LCP, INP, CLS }) => {
      const metrics = lab(path)
      return row([
        path,
        `${samples(LCP)} / ${samples(INP)} / ${samples(CLS)}`,
        milliseconds(LCP),
        metrics?.lcpMs ?? '',
        milliseconds(INP),
        metrics?.tbtMs ?? '',
        unitless(CLS),
        metrics ? metrics.cls.toFixed(3) : '',
      ])
    }),
    '',
    'Each visit a new phone visitor (412×823) who accepted analytics, in Chromium on this',
    'machine with no network throttling: the page loads and goes idle, the visitor opens the',
    "menu, and the page turns hidden; the site's collector (/api/collect) takes the LCP, INP and",
    "CLS to the core service, and the figures are the console's Site page's own (GET",
    "/analytics/overview, p75 of the service's buckets). Lab figures: Lighthouse's simulated",
    'slow 4G and 4× CPU, so the LCPs differ by the network; INP has no lab figure, TBT stands',
    'beside it.',
  ]
}
