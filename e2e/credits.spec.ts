import type { Locator } from '@playwright/test'
import { SITE_SOURCES } from '@/cms/seed/siteSources'
import { SOURCES } from '@/cms/seed/sources'
import { findDocument } from './datasetCopy'
import { expect, test } from './fixtures'
import { expectInnerPage, expectNoSeriousA11yViolations } from './pageChecks'

// The credits page as the bundled dataset's credits document writes it, whose list the
// generator makes from cms/seed/sources.ts and cms/seed/siteSources.ts.

type Localised = { th: string; en: string }
interface CreditSource {
  sourceId: string
  name: string
  author: string
  url: string
  usedFor: Localised
  licence: string
  licenceName: Localised
  licenceUrl: string
}

const creditsDocument = findDocument('credits')
const credits = {
  title: creditsDocument.title as Localised,
  sources: creditsDocument.sources as CreditSource[],
}

const FOOTER_LABEL = { th: 'เครดิตภาพและแหล่งที่มา', en: 'Image credits and sources' }
const TERMS = {
  th: { author: 'ผู้สร้าง', usedFor: 'ใช้สำหรับ', licence: 'สัญญาอนุญาต', work: 'ผลงานต้นฉบับ' },
  en: { author: 'Authors', usedFor: 'Used for', licence: 'Licence', work: 'The work' },
}

// React attaches its fiber to what it hydrates; static content keeps the server's HTML.
const isReactElement = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))

/** The text of the `<dd>` after the `<dt>` naming `term`. */
const detail = (item: Locator, term: string) =>
  item.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]')

test('the credits document lists every work the dataset and the site draw from', () => {
  const listed = credits.sources.map((source) => source.name)
  for (const source of [...SOURCES, ...SITE_SOURCES]) expect(listed).toContain(source.name)
})

for (const lang of ['th', 'en'] as const) {
  test(`${lang}: the credits page lists every source with its authors, use, licence and work`, async ({
    page,
  }) => {
    await expectInnerPage(page, {
      path: '/credits',
      lang,
      title: credits.title[lang],
      heading: credits.title[lang],
    })
    const terms = TERMS[lang]
    const items = page.locator('main li[data-source]')
    await expect(items).toHaveCount(credits.sources.length)
    for (const source of credits.sources) {
      const item = page.locator(`main li[data-source="${source.sourceId}"]`)
      await expect(item.getByRole('heading', { level: 2 })).toHaveText(source.name)
      await expect(detail(item, terms.author)).toHaveText(source.author)
      await expect(detail(item, terms.usedFor)).toHaveText(source.usedFor[lang])
      const licence = detail(item, terms.licence).getByRole('link')
      await expect(licence).toHaveText(source.licenceName[lang])
      await expect(licence).toHaveAttribute('href', source.licenceUrl)
      await expect(licence).toHaveAttribute('rel', 'license')
      await expect(detail(item, terms.work).getByRole('link')).toHaveAttribute('href', source.url)
    }
    // Names, licences and links only: the list keeps the server's HTML, never hydrated.
    await expect
      .poll(() =>
        isReactElement(
          page.getByRole('button', { name: lang === 'en' ? 'Search' : 'ค้นหา', exact: true }),
        ),
      )
      .toBe(true)
    expect(await isReactElement(items.first())).toBe(false)
    await expectNoSeriousA11yViolations(page)
  })

  test(`${lang}: the footer links to the credits page`, async ({ page }) => {
    await page.goto(`/${lang}/home`)
    const link = page.getByRole('contentinfo').getByRole('link', { name: FOOTER_LABEL[lang] })
    await expect(link).toHaveAttribute('href', `/${lang}/credits`)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/credits$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(credits.title[lang])
  })
}
