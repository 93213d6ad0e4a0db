/** @jest-environment node */
import { createHash } from 'node:crypto'
import {
  assertMatchesManifest,
  datasetManifestOf,
  parseDatasetManifest,
  toDatasetManifest,
} from './datasetManifest'

const ndjson = '{"_id":"a","_type":"page"}\n{"_id":"b","_type":"page"}\n'

describe('the dataset manifest', () => {
  it('counts the documents and hashes the bytes', () => {
    expect(datasetManifestOf(ndjson)).toEqual({
      documents: 2,
      sha256: createHash('sha256').update(ndjson).digest('hex'),
    })
    expect(parseDatasetManifest(toDatasetManifest(ndjson))).toEqual(datasetManifestOf(ndjson))
  })

  it('accepts the file it describes and refuses a cut or changed one', () => {
    const manifest = datasetManifestOf(ndjson)
    expect(() => assertMatchesManifest(Buffer.from(ndjson), manifest)).not.toThrow()
    const firstLine = `${ndjson.split('\n')[0]}\n`
    expect(() => assertMatchesManifest(Buffer.from(firstLine), manifest)).toThrow(
      'The dataset file has 1 documents, its manifest says 2',
    )
    expect(() =>
      assertMatchesManifest(Buffer.from(ndjson.replace('"b"', '"c"')), manifest),
    ).toThrow('does not match the checksum')
  })

  it.each(['', '{"documents":2', '[]', '{"documents":2}', '{"documents":-1,"sha256":"x"}'])(
    'refuses %j as a manifest',
    (text) => {
      expect(() => parseDatasetManifest(text)).toThrow('production.manifest.json')
    },
  )
})
