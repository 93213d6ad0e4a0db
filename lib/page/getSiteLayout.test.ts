/**
 * @jest-environment node
 */
import { setClock } from '@/lib/testing/clock'
import { getSiteLayout } from './getSiteLayout'

// Every sub-page route of the spec's route table (without the language prefix).
const SPEC_ROUTES = [
  '/about/business-overview',
  '/about/commitment',
  '/about/milestones',
  '/about/leadership',
  '/about/board-of-director',
  '/about/executives',
  '/about/awards',
  '/business',
  '/business/fresh-meat',
  '/business/processed-food',
  '/business/restaurant',
  '/business/pet-food',
  '/business/non-meat-product',
  '/governance',
  '/sustainability/sustainability-development',
  '/investors',
  '/investors/financial-statements',
  '/investors/dividend',
  '/investors/shareholders-structure',
  '/investors/shareholders-meeting',
  '/investors/report-56-1',
  '/corporate/news',
  '/product-list',
  '/contact',
  '/privacy-notice',
  '/cookies',
]

describe('getSiteLayout on the bundled dataset', () => {
  it('has the seven menu sections in top-menu order', async () => {
    const { sections } = await getSiteLayout('en')
    expect(sections.map((section) => section.id)).toEqual([
      'company',
      'products',
      'business',
      'sustainability',
      'investor',
      'publish',
      'contact',
    ])
  })

  it('links every sub-page route of the spec', async () => {
    const { sections } = await getSiteLayout('th')
    const paths = new Set(
      sections.flatMap((section) => [
        section.path,
        ...section.subMenuList.flatMap((entry) => [
          entry.path,
          ...(entry.innerTopic ?? []).map((inner) => inner.path),
        ]),
      ]),
    )
    for (const route of SPEC_ROUTES) expect(paths).toContain(route)
  })

  it.each(['th', 'en'] as const)('has every visible field in %s', async (lang) => {
    const { sections, settings } = await getSiteLayout(lang)
    const texts = [
      settings.siteName,
      settings.tagline,
      settings.description,
      settings.address,
      ...sections.flatMap((section) => [
        section.topic,
        section.desc,
        section.buttonName,
        ...section.subMenuList.flatMap((entry) => [
          entry.mainTopic,
          ...(entry.innerTopic ?? []).map((inner) => inner.topic),
        ]),
      ]),
    ]
    for (const text of texts) expect(text?.trim()).toBeTruthy()
    const thai = /[\u0E00-\u0E7F]/
    const mainTopics = sections.flatMap((section) =>
      section.subMenuList.map((e) => e.mainTopic ?? ''),
    )
    expect(mainTopics.every((text) => thai.test(text))).toBe(lang === 'th')
  })

  it("sends the units of the menus' Thai labels, for the menus the browser draws", async () => {
    const thai = await getSiteLayout('th')
    const kept = Object.entries(thai.menuLabelUnits).flatMap(([label, units]) =>
      units.map(([start, end]) => label.slice(start, end)),
    )
    // A compound of the editors' word list, in the investors' menu.
    expect(kept).toContain('ปฏิทินนักลงทุนสัมพันธ์')
    // English labels have no units: nothing travels with an English page.
    expect((await getSiteLayout('en')).menuLabelUnits).toEqual({})
  })

  it('dates the copyright line with the year of the clock the page is rendered by', async () => {
    setClock('2031-11-27T12:00:00+07:00')
    expect((await getSiteLayout('en')).year).toBe(2031)
  })
})
