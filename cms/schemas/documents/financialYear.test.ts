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
  it('refuses a second document for a year, negative revenue and equity that does not balance', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'financial-years-'))
    const lines = readFileSync(path.join(DATASET_DIR, 'production.ndjson'), 'utf8').split('\n')
    const broken = lines.map((line) => {
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
      expect.stringMatching(
        /^ERROR financialYear-2023 \(financialYear\) fiscalYear: Another document already has this year’s figures$/,
      ),
      expect.stringMatching(
        /^ERROR financialYear-2024 \(financialYear\) revenue: Revenue cannot be negative$/,
      ),
      expect.stringMatching(
        /^ERROR financialYear-2025 \(financialYear\) equity: Equity should be total assets minus total liabilities: 103944 /,
      ),
    ])
    expect(result.status).not.toBe(0)
  }, 180_000)
})
