/**
 * @jest-environment node
 */
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createEmbeddedSource, parseNdjson } from './embeddedSource'

function datasetFile(documents: object[]): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'dataset-')), 'production.ndjson')
  writeFileSync(file, documents.map((doc) => JSON.stringify(doc)).join('\n'))
  return file
}

const titleQuery = '*[_type == "page" && _id == $id][0].title[$lang]'

describe('embedded content source', () => {
  it('evaluates GROQ with parameters over the NDJSON export', async () => {
    const file = datasetFile([
      { _id: 'a', _type: 'page', title: { th: 'หน้า ก', en: 'Page A' } },
      { _id: 'b', _type: 'page', title: { th: 'หน้า ข', en: 'Page B' } },
    ])
    const source = createEmbeddedSource(file)
    await expect(source.fetch(titleQuery, { id: 'b', lang: 'th' })).resolves.toBe('หน้า ข')
    await expect(source.fetch(titleQuery, { id: 'a', lang: 'en' })).resolves.toBe('Page A')
    await expect(source.fetch(titleQuery, { id: 'x', lang: 'en' })).resolves.toBeNull()
  })

  it('leaves drafts out, as the published perspective does', async () => {
    const file = datasetFile([
      { _id: 'a', _type: 'page' },
      { _id: 'drafts.a', _type: 'page' },
    ])
    await expect(createEmbeddedSource(file).fetch('count(*[_type == "page"])', {})).resolves.toBe(1)
  })

  it('reloads when the file changes', async () => {
    const file = datasetFile([{ _id: 'a', _type: 'page', title: { en: 'Old' } }])
    const source = createEmbeddedSource(file)
    await expect(source.fetch(titleQuery, { id: 'a', lang: 'en' })).resolves.toBe('Old')
    writeFileSync(file, JSON.stringify({ _id: 'a', _type: 'page', title: { en: 'New' } }))
    const later = new Date(Date.now() + 5000)
    utimesSync(file, later, later)
    await expect(source.fetch(titleQuery, { id: 'a', lang: 'en' })).resolves.toBe('New')
  })

  it('names the line of a broken dataset', () => {
    expect(() => parseNdjson('{"_id":"a","_type":"page"}\n{oops')).toThrow(
      'Dataset line 2 is not valid JSON',
    )
  })

  it('rejects a malformed query', async () => {
    const source = createEmbeddedSource(datasetFile([]))
    await expect(source.fetch('*[_type == ', {})).rejects.toThrow()
  })
})
