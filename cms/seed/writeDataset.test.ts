/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as fixtures from './fixtures'
import { generateDataset, type GeneratedDataset } from './generateDataset'
import { schemaTypes } from './testing/schemaTypes'
import { datasetManifestOf } from '../lib/datasetManifest'
import { toNdjson, writeDataset } from './writeDataset'

const read = (dir: string, file: string) => readFileSync(path.join(dir, file))

describe('writeDataset', () => {
  let dataset: GeneratedDataset
  let outDir: string

  beforeAll(async () => {
    dataset = await generateDataset(fixtures, schemaTypes)
    outDir = mkdtempSync(path.join(tmpdir(), 'seed-dataset-'))
  })

  it('writes the documents, the asset manifest and every binary', () => {
    const summary = writeDataset(outDir, dataset.documents, dataset.assets)
    expect(summary.removed).toEqual([])

    const lines = read(outDir, 'production.ndjson').toString().trimEnd().split('\n')
    const documents = lines.map((line) => JSON.parse(line))
    expect(documents).toHaveLength(dataset.documents.length)
    const order = documents.map((document) => `${document._type} ${document._id}`)
    expect(order).toEqual([...order].sort())

    const manifest = JSON.parse(read(outDir, 'assets.json').toString())
    const onDisk = ['images', 'files'].flatMap((folder) =>
      readdirSync(path.join(outDir, folder)).map((name) => `${folder}/${name}`),
    )
    expect(Object.keys(manifest).sort()).toEqual(onDisk.sort())
    for (const [file, info] of Object.entries<{ size: number }>(manifest)) {
      expect(statSync(path.join(outDir, file)).size).toBe(info.size)
    }
  })

  it("writes the documents' manifest: their count and the file's checksum", () => {
    const written = JSON.parse(read(outDir, 'production.manifest.json').toString())
    expect(written).toEqual(datasetManifestOf(read(outDir, 'production.ndjson')))
    expect(written.documents).toBe(dataset.documents.length)
  })

  it('changes nothing on a second run with the same content', () => {
    const before = statSync(path.join(outDir, 'production.ndjson')).mtimeMs
    const ndjson = read(outDir, 'production.ndjson')
    const summary = writeDataset(outDir, dataset.documents, dataset.assets)
    expect(summary.written).toBe(0)
    expect(read(outDir, 'production.ndjson').equals(ndjson)).toBe(true)
    expect(statSync(path.join(outDir, 'production.ndjson')).mtimeMs).toBe(before)
  })

  it('removes binaries that nothing references any more', () => {
    writeFileSync(path.join(outDir, 'images', 'stale-10x10.webp'), 'old')
    const summary = writeDataset(outDir, dataset.documents, dataset.assets)
    expect(summary.removed).toEqual(['images/stale-10x10.webp'])
    expect(readdirSync(path.join(outDir, 'images'))).not.toContain('stale-10x10.webp')
  })

  it('sorts by type, then id, whatever the input order', () => {
    const documents = [
      { _id: 'b', _type: 'page' },
      { _id: 'a', _type: 'page' },
      { _id: 'z', _type: 'award' },
    ]
    expect(toNdjson(documents)).toBe(
      '{"_id":"z","_type":"award"}\n{"_id":"a","_type":"page"}\n{"_id":"b","_type":"page"}\n',
    )
  })
})
