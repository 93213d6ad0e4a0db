/**
 * @jest-environment node
 */
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runDatasetValidation } from '../../scripts/runDatasetValidation'

const CMS_DIR = path.join(process.cwd(), 'cms')
const DATASET_DIR = path.join(CMS_DIR, 'dataset')

// The financialYear schema's rules as the Studio runs them (Sanity's validateDocument, through
// scripts/validateDataset.ts), over a copy of the bundled dataset with broken years.
describe('a fiscal year’s figures in the Studio', () => {
  it('refuses a second document for a year, negative revenue, equity that does not balance, a year that is not its quarters, a quarter whose lines do not add up', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'financial-years-'))
    const lines = readFileSync(path.join(DATASET_DIR, 'production.ndjson'), 'utf8').split('\n')
    const broken = lines
      // 2021 without its quarters: a year is checked against its quarters only once all four are in.
      .filter((line) => !line.includes('"_id":"financialQuarter-2021-'))
      .map((line) => {
        if (line.includes('"_id":"financialQuarter-2026-q1"')) {
          const quarter = JSON.parse(line)
          quarter.income.grossProfit += 5
          return JSON.stringify(quarter)
        }
        // A second document for Q1 2026: Q2's figures filed as Q1.
        if (line.includes('"_id":"financialQuarter-2026-q2"')) {
          return JSON.stringify({ ...JSON.parse(line), quarter: 1 })
        }
        if (!line.includes('"_type":"financialYear"')) return line
        const doc = JSON.parse(line)
        if (doc.fiscalYear === 2025) doc.equity += 10
        if (doc.fiscalYear === 2024) doc.revenue = -1
        if (doc.fiscalYear === 2023) doc.fiscalYear = 2022
        // A loss is a figure like any other: no error.
        if (doc.fiscalYear === 2021) doc.netProfit = -500
        return JSON.stringify(doc)
      })
    writeFileSync(path.join(copy, 'production.ndjson'), broken.join('\n'))
    copyFileSync(path.join(DATASET_DIR, 'assets.json'), path.join(copy, 'assets.json'))
    const result = runDatasetValidation(copy)
    const errors = result.stderr.split('\n').filter((line) => line.startsWith('ERROR'))
    expect(errors.filter((line) => line.includes('(financialYear)')).sort()).toEqual([
      expect.stringMatching(
        /^ERROR financialYear-2022 \(financialYear\) fiscalYear: Another document already has this year’s figures$/,
      ),
      // The 2023 document now says 2022, whose quarters its figures do not add up to.
      ...[
        'ebitda: The year',
        'equity: The fourth',
        'fiscalYear: Another document already has this year’s figures$',
        'grossProfit: The year',
        'netProfit: The year',
        'revenue: The year',
        'totalAssets: The fourth',
        'totalLiabilities: The fourth',
      ].map((error) =>
        expect.stringMatching(new RegExp(`^ERROR financialYear-2023 \\(financialYear\\) ${error}`)),
      ),
      expect.stringMatching(
        /^ERROR financialYear-2024 \(financialYear\) revenue: Revenue cannot be negative$/,
      ),
      expect.stringMatching(
        /^ERROR financialYear-2024 \(financialYear\) revenue: The year's four quarters add up to 142310 /,
      ),
      expect.stringMatching(
        /^ERROR financialYear-2025 \(financialYear\) equity: Equity should be total assets minus total liabilities: 103944 /,
      ),
      expect.stringMatching(
        /^ERROR financialYear-2025 \(financialYear\) equity: The fourth quarter's statements say 103944 /,
      ),
    ])
    // A quarter's total that its lines do not add up to, and a quarter filed twice.
    expect(errors.filter((line) => line.includes('(financialQuarter)')).sort()).toEqual([
      expect.stringMatching(
        /^ERROR financialQuarter-2026-q1 \(financialQuarter\) income\.(grossProfit|operatingProfit): The lines add up to /,
      ),
      expect.stringMatching(
        /^ERROR financialQuarter-2026-q1 \(financialQuarter\) income\.(grossProfit|operatingProfit): The lines add up to /,
      ),
      expect.stringMatching(
        /^ERROR financialQuarter-2026-q1 \(financialQuarter\) quarter: Another document already has this quarter’s figures$/,
      ),
      expect.stringMatching(
        /^ERROR financialQuarter-2026-q2 \(financialQuarter\) quarter: Another document already has this quarter’s figures$/,
      ),
    ])
    expect(result.status).not.toBe(0)
  }, 180_000)
})
