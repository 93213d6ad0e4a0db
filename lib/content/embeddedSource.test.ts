/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { toDatasetManifest } from '@/cms/lib/datasetManifest'
import { parseNdjson } from '@/cms/lib/exportAssets'
import { createEmbeddedSource } from './embeddedSource'

function datasetDir(documents: object[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dataset-'))
  writeFileSync(
    path.join(dir, 'production.ndjson'),
    documents.map((doc) => JSON.stringify(doc)).join('\n'),
  )
  return dir
}

const titleQuery = '*[_type == "page" && _id == $id][0].title[$lang]'

// The source logs a dataset without a manifest (most of these) and a refused one: looked at
// where it is the point, kept out of the test output elsewhere.
let errors: jest.SpyInstance
let warnings: jest.SpyInstance
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => {})
  warnings = jest.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

describe('embedded content source', () => {
  it('evaluates GROQ with parameters over the NDJSON export', async () => {
    const dir = datasetDir([
      { _id: 'a', _type: 'page', title: { th: 'หน้า ก', en: 'Page A' } },
      { _id: 'b', _type: 'page', title: { th: 'หน้า ข', en: 'Page B' } },
    ])
    const source = createEmbeddedSource(dir)
    await expect(source.fetch(titleQuery, { id: 'b', lang: 'th' })).resolves.toBe('หน้า ข')
    await expect(source.fetch(titleQuery, { id: 'a', lang: 'en' })).resolves.toBe('Page A')
    await expect(source.fetch(titleQuery, { id: 'x', lang: 'en' })).resolves.toBeNull()
  })

  it('leaves drafts out of the published perspective and lays them over in drafts', async () => {
    const dir = datasetDir([
      { _id: 'a', _type: 'page', title: { en: 'Published' } },
      { _id: 'drafts.a', _type: 'page', title: { en: 'Draft' } },
      { _id: 'drafts.b', _type: 'page', title: { en: 'New draft' } },
    ])
    const source = createEmbeddedSource(dir)
    const titles = '*[_type == "page"] | order(_id) .title.en'
    await expect(source.fetch(titles, {})).resolves.toEqual(['Published'])
    await expect(source.fetch(titles, {}, 'drafts')).resolves.toEqual(['Draft', 'New draft'])
    await expect(source.fetch(titles, {}, 'published')).resolves.toEqual(['Published'])
  })

  it("resolves the export's asset pointers with the manifest", async () => {
    const dir = datasetDir([
      {
        _id: 'a',
        _type: 'page',
        hero: { _type: 'image', _sanityAsset: 'image@file://./images/abc123-40x20.webp' },
      },
    ])
    writeFileSync(
      path.join(dir, 'assets.json'),
      JSON.stringify({
        'images/abc123-40x20.webp': {
          width: 40,
          height: 20,
          lqip: 'data:image/webp;base64,xx',
          size: 10,
          mimeType: 'image/webp',
          originalFilename: 'a.webp',
        },
      }),
    )
    const hero = await createEmbeddedSource(dir).fetch(
      '*[_id == "a"][0].hero.asset->{ url, "lqip": metadata.lqip, "w": metadata.dimensions.width }',
      {},
    )
    expect(hero).toEqual({
      url: '/api/cms-image/images/embedded/production/abc123-40x20.webp',
      lqip: 'data:image/webp;base64,xx',
      w: 40,
    })
  })

  it('reloads when the file changes', async () => {
    const dir = datasetDir([{ _id: 'a', _type: 'page', title: { en: 'Old' } }])
    const source = createEmbeddedSource(dir)
    await expect(source.fetch(titleQuery, { id: 'a', lang: 'en' })).resolves.toBe('Old')
    const file = path.join(dir, 'production.ndjson')
    writeFileSync(file, JSON.stringify({ _id: 'a', _type: 'page', title: { en: 'New' } }))
    const later = new Date(Date.now() + 5000)
    utimesSync(file, later, later)
    await expect(source.fetch(titleQuery, { id: 'a', lang: 'en' })).resolves.toBe('New')
  })

  it('fails every query, as a rejection, while the file is half-written, empty or gone', async () => {
    const dir = datasetDir([{ _id: 'a', _type: 'page', title: { en: 'Good' } }])
    const source = createEmbeddedSource(dir)
    const query = () => source.fetch(titleQuery, { id: 'a', lang: 'en' })
    await expect(query()).resolves.toBe('Good')
    const file = path.join(dir, 'production.ndjson')
    const touch = (seconds: number) => {
      const at = new Date(Date.now() + seconds * 1000)
      utimesSync(file, at, at)
    }

    // Not the last good copy: the caller must see that the source failed.
    writeFileSync(file, '{"_id":"a","_type":"page","title":{"en":"Go')
    touch(5)
    let pending: Promise<unknown> | undefined
    expect(() => (pending = query())).not.toThrow()
    await expect(pending).rejects.toThrow('Dataset line 1 is not valid JSON')
    await expect(query()).rejects.toThrow('Dataset line 1 is not valid JSON')

    rmSync(file)
    await expect(query()).rejects.toThrow('ENOENT')

    writeFileSync(file, '')
    touch(7)
    await expect(query()).rejects.toThrow('has no documents')

    writeFileSync(file, JSON.stringify({ _id: 'a', _type: 'page', title: { en: 'Repaired' } }))
    touch(10)
    await expect(query()).resolves.toBe('Repaired')
  })

  describe('with a manifest (count and checksum) next to the file', () => {
    const products = Array.from({ length: 53 }, (_, index) => ({
      _id: `product-${index + 1}`,
      _type: 'product',
    }))
    const exported = `${products.map((doc) => JSON.stringify(doc)).join('\n')}\n`
    const count = 'count(*[_type == "product"])'

    function exportedDir(): { dir: string; file: string; rewrite: (text: string) => void } {
      const dir = mkdtempSync(path.join(tmpdir(), 'dataset-'))
      const file = path.join(dir, 'production.ndjson')
      writeFileSync(file, exported)
      writeFileSync(path.join(dir, 'production.manifest.json'), toDatasetManifest(exported))
      let seconds = 0
      const rewrite = (text: string) => {
        writeFileSync(file, text)
        seconds += 5
        const at = new Date(Date.now() + seconds * 1000)
        utimesSync(file, at, at)
      }
      return { dir, file, rewrite }
    }

    it('refuses a file cut at a line boundary (39 of 53 products), and logs it once', async () => {
      const { dir, rewrite } = exportedDir()
      const source = createEmbeddedSource(dir)
      await expect(source.fetch(count, {})).resolves.toBe(53)

      const lines = exported.split('\n')
      rewrite(`${lines.slice(0, 39).join('\n')}\n`)
      // Every line parses: without the manifest this would be 39, served as the whole truth.
      await expect(source.fetch(count, {})).rejects.toThrow(
        'The dataset file has 39 documents, its manifest says 53',
      )
      await expect(source.fetch(count, {})).rejects.toThrow('its manifest says 53')
      expect(errors).toHaveBeenCalledTimes(1)
      expect(errors.mock.calls[0]![0]).toContain(`The content dataset in ${dir} is refused`)

      rewrite(exported)
      await expect(source.fetch(count, {})).resolves.toBe(53)
      expect(warnings).not.toHaveBeenCalled()
    })

    it('refuses the same number of documents with other bytes', async () => {
      const { dir, rewrite } = exportedDir()
      rewrite(exported.replace('product-7"', 'product-7-edited"'))
      await expect(createEmbeddedSource(dir).fetch(count, {})).rejects.toThrow(
        'does not match the checksum of its manifest',
      )
    })

    it('refuses a manifest that is itself half-written', async () => {
      const { dir } = exportedDir()
      writeFileSync(path.join(dir, 'production.manifest.json'), '{"documents": 53, "sha')
      await expect(createEmbeddedSource(dir).fetch(count, {})).rejects.toThrow(
        'production.manifest.json is not valid JSON',
      )
    })

    it('reads a dataset without a manifest (an export of its own), warning once', async () => {
      const { dir } = exportedDir()
      rmSync(path.join(dir, 'production.manifest.json'))
      const source = createEmbeddedSource(dir)
      await expect(source.fetch(count, {})).resolves.toBe(53)
      await expect(source.fetch(count, {})).resolves.toBe(53)
      const file = path.join(dir, 'production.ndjson')
      const later = new Date(Date.now() + 5000)
      utimesSync(file, later, later)
      await expect(source.fetch(count, {})).resolves.toBe(53)
      expect(warnings).toHaveBeenCalledTimes(1)
      expect(warnings.mock.calls[0]![0]).toContain('without a completeness check')
    })
  })

  it('names the line of a broken dataset', () => {
    expect(() => parseNdjson('{"_id":"a","_type":"page"}\n{oops')).toThrow(
      'Dataset line 2 is not valid JSON',
    )
  })

  it('rejects a malformed query', async () => {
    const source = createEmbeddedSource(datasetDir([{ _id: 'a', _type: 'page' }]))
    await expect(source.fetch('*[_type == ', {})).rejects.toThrow()
  })
})
