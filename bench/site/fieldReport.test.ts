import { fieldLines } from './fieldReport'
import type { LighthouseFigures } from './lighthouseRuns'

const lab = (path: string, lcpMs: number, tbtMs: number): LighthouseFigures => ({
  url: `http://127.0.0.1:4000${path}`,
  runs: 3,
  scores: { performance: 100, accessibility: 95, 'best-practices': 100, seo: 100 },
  metrics: { fcpMs: 900, lcpMs, tbtMs, cls: 0, speedIndexMs: 900 },
  deductions: { performance: [], accessibility: [], 'best-practices': [], seo: [] },
})

describe('fieldLines', () => {
  it('prints each page’s p75s beside its lab figures, and a dash for a metric never collected', () => {
    const lines = fieldLines({
      lighthouse: [lab('/th/home', 1746, 59), lab('/en/product-list', 1746, 36)],
      field: {
        visits: 5,
        cpuSlowdown: 4,
        pages: [
          {
            path: '/th/home',
            LCP: { p75: 750, samples: 5 },
            INP: { p75: 72, samples: 5 },
            CLS: { p75: 0, samples: 5 },
          },
          { path: '/en/product-list', LCP: { p75: 640, samples: 4 }, INP: null, CLS: null },
        ],
      },
    })
    expect(lines).toContain('| /th/home | 5 / 5 / 5 | 750 | 1746 | 72 | 59 | 0.000 | 0.000 |')
    expect(lines).toContain('| /en/product-list | 4 / 0 / 0 | 640 | 1746 | — | 36 | — | 0.000 |')
    expect(lines.some((line) => line.includes('p75 of 5 visits per page at 4× CPU'))).toBe(true)
  })

  it('adds nothing when the run recorded no field data', () => {
    expect(fieldLines({ lighthouse: [lab('/th/home', 1746, 59)] })).toEqual([])
  })
})
