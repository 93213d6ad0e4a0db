/** @jest-environment node */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import * as content from './content'
import { generateDataset, type GeneratedDataset } from './generateDataset'
import { sha1 } from './hash'
import type { Drawing } from './imageSpec'
import { composeSvg } from './images'
import { schemaTypes } from './testing/schemaTypes'

type Doc = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/** Anything a renderer could write as words: text elements, fonts, embedded images. */
const WORDS = /<text|<tspan|<textPath|font-family|font-size|<image/

/**
 * The real content, its images composed as SVG but not rasterised (seconds instead of a minute):
 * each asset's bytes are its SVG, so an asset path names exactly one composition.
 */
async function generateAsSvg(): Promise<{ dataset: GeneratedDataset; svgs: string[] }> {
  const svgs: string[] = []
  const renderImage = async (drawing: Drawing, width: number, height: number) => {
    const svg = composeSvg(drawing, width, height)
    svgs.push(svg)
    const buffer = Buffer.from(svg)
    return { buffer, width, height, sha1: sha1(buffer), lqip: '' }
  }
  return { dataset: await generateDataset(content, schemaTypes, { renderImage }), svgs }
}

const ofType = (documents: Doc[], type: string) => documents.filter((doc) => doc._type === type)
const assetOf = (image: Doc | undefined) => String(image?._sanityAsset)

describe("the bundled content's images", () => {
  let dataset: GeneratedDataset
  let svgs: string[]

  beforeAll(async () => {
    ;({ dataset, svgs } = await generateAsSvg())
  })

  it('carry no text elements: shapes only (a pack’s printed label is outlines, one drawing for both languages)', () => {
    expect(svgs.length).toBeGreaterThan(300)
    for (const svg of svgs) expect(svg).not.toMatch(WORDS)
  })

  it.each([
    ['product', 'heroImage'],
    ['country', 'image'],
    ['reseller', 'logo'],
    ['brand', 'logo'],
    ['news', 'thumbnail'],
  ])('give each %s its own %s', (type, field) => {
    const documents = ofType(dataset.documents, type)
    const pictures = new Set(documents.map((doc) => assetOf(doc[field])))
    expect(pictures.size).toBe(documents.length)
  })

  it('draw no one: a person has a photo only when the company has a photograph (none is seeded)', () => {
    expect(ofType(dataset.documents, 'person').filter((doc) => doc.photo)).toEqual([])
  })

  it('never use one picture in two places', () => {
    const places = JSON.stringify(dataset.documents).match(/image@file:\/\/\.\/images\/[^"]+/g)!
    expect(new Set(places).size).toBe(places.length)
  })

  it('each carry a credit line, and a source only the credits page lists', () => {
    const credits = ofType(dataset.documents, 'credits')[0]!
    const listed = new Set(credits.sources.map((source: Doc) => source.sourceId))
    const uncredited = dataset.assets.filter((asset) => !asset.info.creditLine?.trim())
    expect(uncredited.map((asset) => asset.path)).toEqual([])
    const unlisted = dataset.assets.filter(
      (asset) => asset.info.source && !listed.has(asset.info.source.name),
    )
    expect(unlisted.map((asset) => asset.path)).toEqual([])
  })

  it('draw the range of packs for the home page hero', () => {
    const settings = ofType(dataset.documents, 'siteSettings')[0]!
    expect(assetOf(settings.homeHero)).toMatch(/-1440x400\.webp$/)
    const hero = dataset.assets.find((asset) => assetOf(settings.homeHero).endsWith(asset.path))!
    expect(hero.info.source?.name).toBe('fluent-emoji-high-contrast')
  })

  it('are the same from run to run', async () => {
    const again = await generateAsSvg()
    expect(JSON.stringify(again.dataset.documents)).toBe(JSON.stringify(dataset.documents))
    expect(again.svgs.sort()).toEqual([...svgs].sort())
  })
})

describe('the committed dataset (cms/dataset)', () => {
  const documents: Doc[] = readFileSync(
    path.join(__dirname, '..', 'dataset', 'production.ndjson'),
    'utf8',
  )
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))

  it.each([
    ['product', 'heroImage'],
    ['country', 'image'],
    ['reseller', 'logo'],
  ])('has a distinct image file for each %s (%s)', (type, field) => {
    const typed = ofType(documents, type)
    expect(new Set(typed.map((doc) => assetOf(doc[field]))).size).toBe(typed.length)
  })
})
