/**
 * @jest-environment node
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runDatasetValidation } from './runDatasetValidation'

const CMS_DIR = path.join(process.cwd(), 'cms')
const DATASET_DIR = path.join(CMS_DIR, 'dataset')

// The Studio's rule for the quiet period's length (site settings): whole days from 0 to 60, or
// empty. Checked with Sanity's own validateDocument (validateDataset.ts) on copies of the site
// settings, one value each.
describe('the quiet period’s length in the site settings', () => {
  it('takes whole days from 0 to 60, or nothing', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'dataset-quiet-period-'))
    try {
      const lines = readFileSync(path.join(DATASET_DIR, 'production.ndjson'), 'utf8')
        .trim()
        .split('\n')
      const settings = JSON.parse(lines.find((line) => line.includes('"_type":"siteSettings"'))!)
      const values: Record<string, number | undefined> = {
        empty: undefined,
        zero: 0,
        fourteen: 14,
        sixty: 60,
        sixtyOne: 61,
        negative: -1,
        fraction: 7.5,
      }
      const copies = Object.entries(values).map(([name, quietPeriodDays]) =>
        JSON.stringify({ ...settings, _id: `siteSettings-${name}`, quietPeriodDays }),
      )
      writeFileSync(path.join(copy, 'production.ndjson'), [...lines, ...copies].join('\n'))
      copyFileSync(path.join(DATASET_DIR, 'assets.json'), path.join(copy, 'assets.json'))
      const result = runDatasetValidation(copy)
      const rejected = [...result.stderr.matchAll(/ERROR siteSettings-(\w+) .*quietPeriodDays/g)]
        .map((match) => match[1])
        .sort()
      expect(rejected).toEqual(['fraction', 'negative', 'sixtyOne'])
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  }, 180_000)
})
