/** @jest-environment node */
import { checkBudgets, type SiteBenchResults } from './budgets'
import { lighthouseFigures, type TrimmedResult } from './lighthouseRuns'
import { markdownReport } from './report'

function lhr(scores: Record<string, number>, failing: Record<string, string[]>): TrimmedResult {
  const categories: TrimmedResult['categories'] = {}
  const audits: TrimmedResult['audits'] = {}
  for (const [id, score] of Object.entries(scores)) {
    const ids = failing[id] ?? []
    categories[id] = {
      score: score / 100,
      auditRefs: [
        ...ids.map((audit) => ({ id: audit, weight: 10 })),
        { id: `${id}-unweighted`, weight: 0 },
        { id: `${id}-passing`, weight: 5 },
      ],
    }
    for (const audit of ids) audits[audit] = { score: 0 }
    audits[`${id}-unweighted`] = { score: 0 }
    audits[`${id}-passing`] = { score: 1 }
  }
  audits['total-blocking-time'] = { score: 1, numericValue: 120.4 }
  return { categories, audits }
}

function results(overrides: Partial<SiteBenchResults> = {}): SiteBenchResults {
  const figures = { requestsPerSecond: 1000, p99LatencyMs: 80, requests: 30000, errors: 0 }
  return {
    lighthouse: [
      lighthouseFigures(
        'http://127.0.0.1:1/th/home',
        3,
        lhr(
          { performance: 97, accessibility: 95, 'best-practices': 100, seo: 100 },
          { accessibility: ['meta-viewport'] },
        ),
      ),
    ],
    pageJavaScript: [{ path: '/th/home', files: 12, gzipBytes: 190 * 1024 }],
    throughput: {
      path: '/th/home',
      htmlBytes: 100_000,
      isr: { ...figures, requestsPerSecond: 400 },
      plain: figures,
      ratio: 0.4,
    },
    load: { ...figures, paths: ['/th/home'], connections: 50, seconds: 60 },
    ...overrides,
  }
}

const failed = (checks: ReturnType<typeof checkBudgets>) =>
  checks.filter((check) => !check.pass).map((check) => `${check.subject} ${check.measure}`)

describe('the site budgets', () => {
  it('pass a run within every budget, naming the accepted viewport deduction', () => {
    const checks = checkBudgets(results())
    expect(failed(checks)).toEqual([])
    const accessibility = checks.find((check) => check.measure === 'Lighthouse accessibility')
    expect(accessibility?.accepted).toEqual([expect.stringMatching(/^meta-viewport: .*spec/)])
  })

  it('count only audits that cost points', () => {
    const [page] = results().lighthouse
    expect(page?.deductions.accessibility).toEqual(['meta-viewport'])
    expect(page?.deductions.performance).toEqual([])
    expect(page?.metrics.tbtMs).toBe(120)
  })

  it('fail an accessibility score lowered by anything but the accepted deduction', () => {
    const page = lighthouseFigures(
      'http://127.0.0.1:1/en/product-list',
      3,
      lhr(
        { performance: 99, accessibility: 93, 'best-practices': 100, seo: 100 },
        { accessibility: ['meta-viewport', 'color-contrast'] },
      ),
    )
    expect(failed(checkBudgets(results({ lighthouse: [page] })))).toEqual([
      '/en/product-list Lighthouse accessibility',
    ])
  })

  it('fail performance under 95, best practices or SEO under 100', () => {
    const page = lighthouseFigures(
      'http://127.0.0.1:1/th/home',
      3,
      lhr({ performance: 94, accessibility: 100, 'best-practices': 96, seo: 92 }, {}),
    )
    expect(failed(checkBudgets(results({ lighthouse: [page] })))).toEqual([
      '/th/home Lighthouse performance',
      '/th/home Lighthouse best-practices',
      '/th/home Lighthouse seo',
    ])
  })

  it('fail page JavaScript over 200 KiB, an ISR share under 35 %, and any load error', () => {
    const base = results()
    const checks = checkBudgets({
      ...base,
      pageJavaScript: [{ path: '/en/product-list', files: 16, gzipBytes: 200 * 1024 + 1 }],
      throughput: { ...base.throughput, ratio: 0.349 },
      load: { ...base.load, errors: 1 },
    })
    expect(failed(checks)).toEqual([
      '/en/product-list JavaScript before interactive (gzip)',
      '/th/home cached ISR requests/s ÷ plain node:http, same bytes',
      '1 ISR pages errors in 60 s at 50 connections',
    ])
  })

  it('fail a load run that made no request at all', () => {
    const base = results()
    expect(failed(checkBudgets({ ...base, load: { ...base.load, requests: 0 } }))).toEqual([
      '1 ISR pages errors in 60 s at 50 connections',
    ])
  })

  it('report the reference pages beside the site, held to no budget', () => {
    const reference = {
      label: 'Next and React alone',
      ...lighthouseFigures(
        'http://127.0.0.1:2/',
        3,
        lhr({ performance: 84, accessibility: 90, 'best-practices': 100, seo: 90 }, {}),
      ),
    }
    const run = results({ references: [reference] })
    const checks = checkBudgets(run)
    expect(failed(checks)).toEqual([])
    expect(checks.some((check) => check.subject === '/')).toBe(false)
    const report = markdownReport(run, checks, new Date(0))
    expect(report).toContain('| reference: Next and React alone † | 3 | 84 | 90 | 100 | 90 |')
    expect(report).toMatch(/^† bench\/site\/reference/m)
  })
})
