// The site's budgets (issue "Proof under pressure") and the pass/fail of one bench run.
import type { LoadFigures, ThroughputComparison } from './httpLoad'
import type { Category, LighthouseFigures } from './lighthouseRuns'

export const BUDGETS = {
  scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } satisfies Record<
    Category,
    number
  >,
  pageJsKiB: 200,
  /** A cached ISR page's requests/s as a share of a plain server's for the same bytes. */
  isrShareOfPlain: 0.35,
  loadErrors: 0,
}

/**
 * Lighthouse deductions the product accepts, by audit id, with the reason. The spec fixes the
 * viewport's maximum scale at 1 (spec point 9), which Lighthouse's `meta-viewport` audit reports.
 */
export const ACCEPTED_DEDUCTIONS: Partial<Record<Category, Record<string, string>>> = {
  accessibility: { 'meta-viewport': 'viewport scale fixed at maximum 1 (spec point 9)' },
}

export interface PageJavaScript {
  path: string
  files: number
  gzipBytes: number
}

export interface SiteBenchResults {
  lighthouse: LighthouseFigures[]
  /** The reference apps (bench/site/reference), held to no budget. */
  references?: (LighthouseFigures & { label: string })[]
  pageJavaScript: PageJavaScript[]
  throughput: ThroughputComparison
  load: LoadFigures & { paths: string[]; connections: number; seconds: number }
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
  return checks
}
