/**
 * @jest-environment node
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runDatasetValidation } from './runDatasetValidation'

const CMS_DIR = path.join(process.cwd(), 'cms')
const DATASET_DIR = path.join(CMS_DIR, 'dataset')

// Sanity's validateDocument over the whole bundled dataset (see validateDataset.ts).
const validate = runDatasetValidation

describe('the bundled dataset', () => {
  it('passes the schema validation, every document', () => {
    const result = validate(DATASET_DIR)
    const output = `${result.stdout}\n${result.stderr}`
    expect(output).toMatch(/Validated \d+ documents .*: 0 errors/)
    expect(result.status).toBe(0)
  }, 180_000)

  it('is rejected when a document breaks a rule', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'dataset-invalid-'))
    const lines = readFileSync(path.join(DATASET_DIR, 'production.ndjson'), 'utf8').split('\n')
    const broken = lines.map((line) => {
      if (!line.includes('"_type":"siteSettings"')) return line
      const doc = JSON.parse(line)
      doc.email = 'not an e-mail'
      return JSON.stringify(doc)
    })
    writeFileSync(path.join(copy, 'production.ndjson'), broken.join('\n'))
    if (existsSync(path.join(DATASET_DIR, 'assets.json'))) {
      copyFileSync(path.join(DATASET_DIR, 'assets.json'), path.join(copy, 'assets.json'))
    }
    const result = validate(copy)
    expect(result.stderr).toMatch(/ERROR siteSettings \(siteSettings\) email/)
    expect(result.status).not.toBe(0)
  }, 180_000)
})
