/** @jest-environment node */
import * as content from './content'
import { assetCredit, creditOf, drawnCredit } from './credits'
import { packageManifest } from './packageManifest'
import { PICTURE_KINDS, pictureKindOf, type PictureSpec } from './pictures'
import { SITE_SOURCES } from './siteSources'
import { SOURCES, type Source } from './sources'

const source = (fields: Partial<Source>): Source => ({
  id: 'fluent-emoji-flat',
  name: 'Fluent Emoji Flat',
  author: 'Microsoft',
  packageName: '@iconify-json/fluent-emoji-flat',
  url: 'https://github.com/microsoft/fluentui-emoji',
  licence: 'MIT',
  licenceName: { th: 'สัญญาอนุญาต MIT', en: 'MIT License' },
  licenceUrl: 'https://github.com/microsoft/fluentui-emoji/blob/main/LICENSE',
  usedFor: { th: 'ภาพ', en: 'Pictures' },
  ...fields,
})

/** Every picture spec of the content modules, wherever it sits. */
function pictureSpecs(value: unknown): PictureSpec[] {
  if (Array.isArray(value)) return value.flatMap(pictureSpecs)
  if (value === null || typeof value !== 'object') return []
  const { picture, ...rest } = value as Record<string, unknown>
  const own = picture !== null && typeof picture === 'object' ? [picture as PictureSpec] : []
  return [...own, ...Object.values(rest).flatMap(pictureSpecs)]
}

describe('credit lines', () => {
  it('name the work, its authors and its licence', () => {
    expect(creditOf(source({}))).toBe('Fluent Emoji Flat © Microsoft, MIT')
    // A dedication to the public domain claims no copyright; a work its authors name once.
    expect(
      creditOf(source({ name: 'Lorelei', author: 'Lisa Wischofsky', licence: 'CC0 1.0' })),
    ).toBe('Lorelei by Lisa Wischofsky, CC0 1.0')
    expect(
      creditOf(
        source({ name: 'Natural Earth', author: 'Natural Earth', licence: 'public domain' }),
      ),
    ).toBe('Natural Earth, public domain')
  })

  it('credit a drawing of our own to the site, with no source', () => {
    expect(assetCredit([], drawnCredit('Siam Harvest Foods'))).toEqual({
      creditLine: 'Drawn for the Siam Harvest Foods website (own work)',
    })
  })

  it('credit each source once, the first as the asset source, its package at the version drawn', () => {
    const [first, second] = SOURCES
    if (!first || !second) return
    const credit = assetCredit([first.id, second.id, first.id], 'own work')
    expect(credit.creditLine).toBe(`${creditOf(first)}; ${creditOf(second)}`)
    expect(credit.source).toEqual({
      name: first.id,
      id: `${first.packageName}@${packageManifest(first.packageName).version}`,
      url: first.url,
    })
  })

  it('refuse a source the list does not have', () => {
    expect(() => assetCredit(['no-such-source'], 'own work')).toThrow(/No source "no-such-source"/)
  })
})

describe('the sources list', () => {
  const all = [...SOURCES, ...SITE_SOURCES]

  it('names every source a picture kind of the content draws from', () => {
    const specs = pictureSpecs(Object.values(content))
    const ids = new Set(SOURCES.map((entry) => entry.id))
    const named = specs.flatMap((spec) => pictureKindOf(spec)?.sources(spec) ?? [])
    expect(named.filter((id) => !ids.has(id))).toEqual([])
    // Each kind the content uses names at least one source, but the results charts: the site
    // draws those from the company's own figures, as it draws its motifs.
    for (const spec of specs.filter((each) => each.kind !== 'resultsChart')) {
      expect(pictureKindOf(spec)?.sources(spec).length).toBeGreaterThan(0)
    }
    expect(Object.keys(PICTURE_KINDS).length === 0 || specs.length > 0).toBe(true)
  })

  it('gives each source one id, and links to the work and the licence', () => {
    for (const list of [SOURCES, SITE_SOURCES]) {
      const ids = list.map((entry) => entry.id)
      expect(new Set(ids).size).toBe(ids.length)
    }
    for (const entry of all) {
      expect(entry.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(entry.url).toMatch(/^https:\/\//)
      expect(entry.licenceUrl).toMatch(/^https:\/\//)
      expect(entry.usedFor.th.trim()).not.toBe('')
      expect(entry.usedFor.en.trim()).not.toBe('')
      // The page names the licence in the reader's language: Thai words on the Thai page.
      expect(entry.licenceName.th).toMatch(/[\u0e01-\u0e4e]/)
      expect(entry.licenceName.en.trim()).not.toBe('')
    }
  })

  it.each(all.map((entry) => [entry.id, entry] as const))(
    '%s: its package is installed, under the licence the entry states',
    (_id, entry) => {
      const manifest = packageManifest(entry.packageName)
      expect(manifest.version).toMatch(/^\d+\.\d+\.\d+/)
      // The package's own licence where it declares one (not npm's "SEE LICENSE IN <file>");
      // the work's may differ (packageLicence).
      if (manifest.license !== undefined && !/^see license/i.test(manifest.license)) {
        expect(manifest.license).toBe(entry.packageLicence ?? entry.licence)
      }
    },
  )
})

describe('the credits page content', () => {
  it('lists every work once, under the id its assets name, with its uses in Thai and English', () => {
    const [credits] = content.credits
    const ids = credits!.sources.map((entry) => entry.sourceId)
    const names = credits!.sources.map((entry) => entry.name)
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(names).size).toBe(names.length)
    expect([...names].sort()).toEqual(
      [...new Set([...SOURCES, ...SITE_SOURCES].map((entry) => entry.name))].sort(),
    )
    for (const source of SOURCES) expect(ids).toContain(source.id)
    for (const entry of credits!.sources) {
      expect(entry.usedFor.th.trim()).not.toBe('')
      expect(entry.usedFor.en.trim()).not.toBe('')
    }
  })
})
