/** @jest-environment node */
import { checkBudgets, type SiteBenchResults } from './budgets'
import { lighthouseFigures, type TrimmedResult } from './lighthouseRuns'
import { median, type OverlayTiming } from './overlayTiming'
import { markdownReport } from './report'

function lhr(
  scores: Record<string, number>,
  failing: Record<string, string[]>,
  { tbt = 120.4, cls = 0.0001 }: { tbt?: number; cls?: number } = {},
): TrimmedResult {
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
  audits['total-blocking-time'] = { score: 1, numericValue: tbt }
  audits['cumulative-layout-shift'] = { score: 1, numericValue: cls }
  return { categories, audits }
}

const home = (metrics: { tbt?: number; cls?: number }) =>
  lighthouseFigures(
    'http://127.0.0.1:1/th/home',
    3,
    lhr({ performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 }, {}, metrics),
  )

function overlay(name: string, runsMs: number[], error?: string): OverlayTiming {
  return {
    name,
    path: '/th/home',
    viewport: '1280×800',
    button: 'ค้นหา',
    overlay: '[role="dialog"]',
    cpuSlowdown: 4,
    runsMs,
    inputDelaysMs: runsMs.map(() => 2),
    medianMs: error ? null : median(runsMs),
    ...(error ? { error } : {}),
  }
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
    pageJavaScript: [{ path: '/th/home', files: 12, gzipBytes: 140 * 1024 }],
    html: { path: '/th/home', bytes: 100_000, gzipBytes: 24_000, servedGzip: true },
    overlays: [overlay('search dialog', [250, 180, 210, 300, 190])],
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

  it('fail page JavaScript over 150 KiB, an ISR share under 35 %, and any load error', () => {
    const base = results()
    const checks = checkBudgets({
      ...base,
      pageJavaScript: [{ path: '/en/product-list', files: 16, gzipBytes: 150 * 1024 + 1 }],
      throughput: { ...base.throughput, ratio: 0.349 },
      load: { ...base.load, errors: 1 },
    })
    expect(failed(checks)).toEqual([
      '/en/product-list JavaScript before interactive (gzip)',
      '/th/home cached ISR requests/s ÷ plain node:http, same bytes',
      '1 ISR pages errors in 60 s at 50 connections',
    ])
  })

  it('pass page JavaScript of exactly 150 KiB', () => {
    const pageJavaScript = [{ path: '/th/home', files: 9, gzipBytes: 150 * 1024 }]
    expect(failed(checkBudgets(results({ pageJavaScript })))).toEqual([])
  })

  it('pass a Total Blocking Time of 200 ms, fail 201 ms', () => {
    expect(failed(checkBudgets(results({ lighthouse: [home({ tbt: 200.4 })] })))).toEqual([])
    expect(failed(checkBudgets(results({ lighthouse: [home({ tbt: 201 })] })))).toEqual([
      '/th/home Lighthouse Total Blocking Time',
    ])
  })

  it('pass a layout shift that rounds to 0.000, fail one that does not', () => {
    const shifted = (cls: number) => failed(checkBudgets(results({ lighthouse: [home({ cls })] })))
    expect(shifted(0)).toEqual([])
    expect(shifted(0.00049)).toEqual([])
    expect(shifted(0.0005)).toEqual(['/th/home Lighthouse Cumulative Layout Shift'])
    expect(shifted(0.02)).toEqual(['/th/home Lighthouse Cumulative Layout Shift'])
  })

  it('fail a run whose Lighthouse result lacks TBT or CLS', () => {
    const page = home({})
    const missing = { ...page, metrics: { ...page.metrics, tbtMs: NaN, cls: NaN } }
    expect(failed(checkBudgets(results({ lighthouse: [missing] })))).toEqual([
      '/th/home Lighthouse Total Blocking Time',
      '/th/home Lighthouse Cumulative Layout Shift',
    ])
  })

  it('hold the HTML of /th/home to 110 KB uncompressed, reporting its gzip size', () => {
    const html = (bytes: number) => ({
      path: '/th/home',
      bytes,
      gzipBytes: 30_000,
      servedGzip: true,
    })
    const at = checkBudgets(results({ html: html(110_000) }))
    expect(failed(at)).toEqual([])
    expect(at.find((check) => check.measure.startsWith('HTML'))?.measured).toBe(
      '110.0 KB (gzip 30.0 KB)',
    )
    expect(failed(checkBudgets(results({ html: html(110_001) })))).toEqual([
      '/th/home HTML document as served (uncompressed)',
    ])
  })

  it('hold each overlay to 300 ms from the click, median of the runs', () => {
    const overlays = [
      overlay('search dialog', [300, 900, 120, 280, 310]),
      overlay('copy-link toast', [290, 301, 350, 302, 100]),
      overlay('mobile menu drawer', [], 'the click landed on <div>'),
    ]
    const checks = checkBudgets(results({ overlays }))
    expect(failed(checks)).toEqual([
      '/th/home (1280×800) click → copy-link toast open, 4× CPU slowdown',
      '/th/home (1280×800) click → mobile menu drawer open, 4× CPU slowdown',
    ])
    expect(
      checks.filter((check) => check.measure.startsWith('click')).map((c) => c.measured),
    ).toEqual(['300 ms', '301 ms', 'error: the click landed on <div>'])
  })

  it('take the median of an even number of runs as the mean of the middle two', () => {
    expect(median([400, 100, 200, 300])).toBe(250)
    expect(median([5, 1, 3])).toBe(3)
  })

  it('fail a load run that made no request at all', () => {
    const base = results()
    expect(failed(checkBudgets({ ...base, load: { ...base.load, requests: 0 } }))).toEqual([
      '1 ISR pages errors in 60 s at 50 connections',
    ])
  })

  it('hold /th/home under an image flood to twice its quiet p50, with no page error', () => {
    const flood = (quietP50Ms: number, underFloodP50Ms: number, pageErrors = 0) => ({
      path: '/th/home',
      connections: 20,
      hostileClients: 12,
      seconds: 20,
      quietP50Ms,
      underFloodP50Ms,
      pageErrors,
      imageAnswers: { '200': 40, '400': 14, '503': 3 },
    })
    const measure = 'p50 at 20 connections under 12 image-flood clients ÷ quiet p50'
    const at = checkBudgets(results({ imageFlood: flood(10, 20) }))
    expect(failed(at)).toEqual([])
    expect(at.find((check) => check.measure === measure)?.measured).toBe(
      '20 ms ÷ 10 ms = 2.00× (0 page errors)',
    )
    expect(failed(checkBudgets(results({ imageFlood: flood(10, 21) })))).toEqual([
      `/th/home ${measure}`,
    ])
    expect(failed(checkBudgets(results({ imageFlood: flood(10, 12, 1) })))).toEqual([
      `/th/home ${measure}`,
    ])
    // A quiet p50 under 1 ms is taken as 1 ms, so a 0 does not make every figure fail.
    expect(failed(checkBudgets(results({ imageFlood: flood(0, 2) })))).toEqual([])
    const run = results({ imageFlood: flood(10, 14) })
    const report = markdownReport(run, checkBudgets(run), new Date(0))
    expect(report).toContain('| quiet | 10 |')
    expect(report).toContain('| during the flood | 14 |')
    expect(report).toContain('The image route answered 40 × 200, 14 × 400, 3 × 503.')
  })

  it('report the reference pages beside the site, held to no budget', () => {
    const reference = {
      label: 'Next and React alone',
      ...lighthouseFigures(
        'http://127.0.0.1:2/',
        3,
        lhr({ performance: 84, accessibility: 90, 'best-practices': 100, seo: 90 }, {}),
      ),
      pageJavaScript: { files: 8, gzipBytes: 112 * 1024 },
      html: { path: '/', bytes: 4_321, gzipBytes: 1_800, servedGzip: true },
    }
    // A reference's overlay misses 300 ms and its TBT is high: it is held to no budget.
    const slow = { ...reference, metrics: { ...reference.metrics, tbtMs: 900, cls: 0.2 } }
    const run = results({
      references: [slow],
      referenceOverlays: [{ ...overlay('dialog', [700, 720, 800]), path: '/' }],
    })
    const checks = checkBudgets(run)
    expect(failed(checks)).toEqual([])
    expect(checks.some((check) => check.subject.startsWith('/ '))).toBe(false)
    expect(checks.some((check) => check.subject === '/')).toBe(false)
    const report = markdownReport(run, checks, new Date(0))
    expect(report).toContain(
      '| reference: Next and React alone † | 3 | 84 | 90 | 100 | 90 | NaN | NaN | 900 | 0.200 | 112.0 | 4.3 (1.8) |',
    )
    expect(report).toMatch(/^† bench\/site\/reference/m)
    expect(report).toContain('| reference: dialog ‡ | / | 1280×800 | 720 | 700, 720, 800 | 2 |')
    expect(report).toMatch(/^‡ the Panda reference/m)
  })

  it('report TBT, CLS, page JavaScript and the HTML of /th/home beside the scores', () => {
    const run = results()
    const report = markdownReport(run, checkBudgets(run), new Date(0))
    expect(report).toContain(
      '| /th/home | 3 | 97 | 95 | 100 | 100 | NaN | NaN | 120 | 0.000 | 140.0 | 100.0 (24.0) |',
    )
    expect(report).toContain('## Overlays: click → open, 4× CPU slowdown, median of 5 fresh pages')
    expect(report).toContain(
      '| search dialog | /th/home | 1280×800 | 210 | 250, 180, 210, 300, 190 | 2 |',
    )
    expect(report).toContain(
      '| /th/home | Lighthouse Total Blocking Time | 120 ms | ≤ 200 ms | pass |',
    )
    expect(report).toContain(
      '| /th/home | Lighthouse Cumulative Layout Shift | 0.000 | = 0.000 | pass |',
    )
    expect(report).toContain(
      '| /th/home | JavaScript before interactive (gzip) | 140.0 KiB | ≤ 150 KiB | pass |',
    )
    expect(report).toContain(
      '| /th/home | HTML document as served (uncompressed) | 100.0 KB (gzip 24.0 KB) | ≤ 110 KB | pass |',
    )
    expect(report).toContain(
      '| /th/home (1280×800) | click → search dialog open, 4× CPU slowdown | 210 ms | ≤ 300 ms | pass |',
    )
  })
})
