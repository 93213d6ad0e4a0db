import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures'
import { expectInnerPage, expectNoSeriousA11yViolations } from './pageChecks'

// Expectations come from the bundled dataset the server reads, so a content edit there does not
// break these tests; what they check is that the page shows it.
type Localised = { th: string; en?: string }
interface Section {
  _type: string
  heading?: Localised
  path?: string
  buttonLabel?: Localised
}
interface Doc {
  _id: string
  _type: string
  path?: string
  title?: Localised
  hero?: { alt: Localised }
  seo?: { description?: Localised }
  sections?: Section[]
  subMenuList?: {
    path: string
    mainTopic: Localised
    innerTopic?: { path: string; topic: Localised }[]
  }[]
}

const docs = readFileSync(path.join(process.cwd(), 'cms', 'dataset', 'production.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Doc)
  .filter((doc) => !doc._id.startsWith('drafts.'))
const pageAt = (at: string) => docs.find((doc) => doc._type === 'page' && doc.path === at)!
const menus = docs.filter((doc) => doc._type === 'menuSection')
const pick = (value: Localised | undefined, lang: 'th' | 'en') =>
  (value && (value[lang] ?? value.th)) ?? ''

/** The `<title>` by the spec's menu rule: the label of the page's menu entry. */
function menuLabel(at: string, lang: 'th' | 'en') {
  const entries = menus.flatMap((menu) => menu.subMenuList ?? [])
  const inner = entries.flatMap((entry) => entry.innerTopic ?? []).find((t) => t.path === at)
  return pick(inner?.topic ?? entries.find((entry) => entry.path === at)?.mainTopic, lang)
}

const CONTENT_PAGES = [
  '/about/business-overview',
  '/about/commitment',
  '/about/leadership',
  '/governance',
  '/sustainability/sustainability-development',
  '/privacy-notice',
]

/**
 * axe runs, in each language, on the content pages that bring a kind of section (or a page with
 * or without a hero) that no page before them in the list had: every section's component is
 * scanned in both languages, without scanning the same kinds on all six pages.
 */
const SCANNED_PAGES = (() => {
  const scannedKinds = new Set<string>()
  return CONTENT_PAGES.filter((at) => {
    const doc = pageAt(at)
    const kinds = [...(doc.sections ?? []).map((s) => s._type), doc.hero ? 'hero' : 'no hero']
    const isNew = kinds.some((kind) => !scannedKinds.has(kind))
    kinds.forEach((kind) => scannedKinds.add(kind))
    return isNew
  })
})()

test.describe('content pages', () => {
  for (const at of CONTENT_PAGES) {
    for (const lang of ['th', 'en'] as const) {
      test(`${at} in ${lang} shows the page document's sections`, async ({ page }) => {
        const doc = pageAt(at)
        const sections = doc.sections ?? []
        await expectInnerPage(page, {
          path: at,
          lang,
          title: menuLabel(at, lang),
          heading: pick(doc.title, lang),
        })
        const main = page.locator('main')
        for (const section of sections.filter((s) => s.heading)) {
          await expect(
            main.getByRole('heading', { level: 2, name: pick(section.heading, lang), exact: true }),
          ).toBeVisible()
        }
        // The page's own links, not the section navigation's links to the same pages.
        const content = page.getByTestId('page-content')
        for (const cta of sections.filter((s) => s._type === 'ctaSection')) {
          await expect(
            content.getByRole('link', { name: pick(cta.buttonLabel, lang), exact: true }),
          ).toHaveAttribute('href', `/${lang}${cta.path}`)
        }
        if (doc.hero) {
          await expect(main.getByRole('img', { name: pick(doc.hero.alt, lang) })).toBeVisible()
        }
        if (doc.seo?.description) {
          await expect(page.locator('meta[name="description"]')).toHaveAttribute(
            'content',
            pick(doc.seo.description, lang),
          )
        }
        if (SCANNED_PAGES.includes(at)) await expectNoSeriousA11yViolations(page)
      })
    }
  }

  test('the leadership page leads to the board and the executives', async ({ page }) => {
    await page.goto('/en/about/leadership')
    // The page's own cards, not the section navigation's links to the same pages.
    const content = page.getByTestId('page-content')
    await expect(content.locator('a[href="/en/about/board-of-director"]')).toBeVisible()
    await content.locator('a[href="/en/about/executives"]').click()
    await expect(page).toHaveURL(/\/en\/about\/executives$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      menuLabel('/about/executives', 'en'),
    )
  })

  test('key figures are read as a label with its value', async ({ page }) => {
    await page.goto('/th/about/business-overview')
    const figures = page.getByRole('region', { name: 'ตัวเลขสำคัญ' })
    await expect(figures.getByRole('term').first()).toBeVisible()
    expect(await figures.getByRole('term').count()).toBe(
      await figures.getByRole('definition').count(),
    )
  })
})
