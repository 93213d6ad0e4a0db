import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures'
import { expectInnerPage, expectNoSeriousA11yViolations } from './pageChecks'

// Expectations come from the bundled dataset the server reads.
type Localised = { th: string; en?: string }
interface Doc {
  _id: string
  _type: string
  year?: number
  title?: Localised
  issuer?: Localised
  name?: Localised
  position?: Localised
  profile?: Localised
  roles?: string[]
  order?: number
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
const ofType = (type: string) => docs.filter((doc) => doc._type === type)
const pick = (value: Localised | undefined, lang: 'th' | 'en') =>
  (value && (value[lang] ?? value.th)) ?? ''
/** Years as the page prints them: Buddhist era on Thai pages. */
const shownYear = (year: number, lang: 'th' | 'en') => String(lang === 'th' ? year + 543 : year)

function menuLabel(at: string, lang: 'th' | 'en') {
  const entries = ofType('menuSection').flatMap((menu) => menu.subMenuList ?? [])
  const inner = entries.flatMap((entry) => entry.innerTopic ?? []).find((t) => t.path === at)
  return pick(inner?.topic ?? entries.find((entry) => entry.path === at)?.mainTopic, lang)
}

const LANGS = ['th', 'en'] as const

test.describe('milestones', () => {
  for (const lang of LANGS) {
    test(`the timeline in ${lang}: every year, oldest first`, async ({ page }) => {
      const at = '/about/milestones'
      await expectInnerPage(page, {
        path: at,
        lang,
        title: menuLabel(at, lang),
        heading: menuLabel(at, lang),
      })
      const milestones = ofType('milestone').sort((a, b) => a.year! - b.year!)
      const years = [...new Set(milestones.map((m) => shownYear(m.year!, lang)))]
      await expect(page.locator('main ol > li time')).toHaveText(years)
      for (const milestone of milestones) {
        await expect(
          page.getByRole('heading', { level: 2, name: pick(milestone.title, lang) }),
        ).toBeVisible()
      }
      await expectNoSeriousA11yViolations(page)
    })
  }
})

test.describe('awards', () => {
  for (const lang of LANGS) {
    test(`awards in ${lang}: grouped by year, newest first, with the issuer`, async ({ page }) => {
      const at = '/about/awards'
      await expectInnerPage(page, {
        path: at,
        lang,
        title: menuLabel(at, lang),
        heading: menuLabel(at, lang),
      })
      const awards = ofType('award')
      const years = [...new Set(awards.map((a) => a.year!))].sort((a, b) => b - a)
      await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText(
        years.map((year) => shownYear(year, lang)),
      )
      const [newest] = years
      const yearSection = page.getByRole('region', { name: shownYear(newest!, lang) })
      for (const award of awards.filter((a) => a.year === newest)) {
        await expect(
          yearSection.getByRole('heading', { level: 3, name: pick(award.title, lang) }),
        ).toBeVisible()
        await expect(yearSection.getByText(pick(award.issuer, lang))).toBeVisible()
      }
      await expectNoSeriousA11yViolations(page)
    })
  }
})

const PEOPLE_PAGES = [
  { at: '/about/board-of-director', role: 'board' },
  { at: '/about/executives', role: 'executive' },
] as const

test.describe('board and executives', () => {
  for (const { at, role } of PEOPLE_PAGES) {
    for (const lang of LANGS) {
      test(`${at} in ${lang}: everyone in order, a profile opened and closed with the keyboard`, async ({
        page,
      }) => {
        await expectInnerPage(page, {
          path: at,
          lang,
          title: menuLabel(at, lang),
          heading: menuLabel(at, lang),
        })
        const people = ofType('person')
          .filter((person) => person.roles?.includes(role))
          .sort((a, b) => a.order! - b.order!)
        await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText(
          people.map((person) => pick(person.name, lang)),
        )
        // axe once per page type and language: both pages are the same grid and dialog.
        const isScanned = at === PEOPLE_PAGES[0].at
        if (isScanned) await expectNoSeriousA11yViolations(page)

        const person = people[1]!
        const name = pick(person.name, lang)
        const button = page.getByRole('button', { name: new RegExp(escape(name)) })
        await button.focus()
        await page.keyboard.press('Enter')
        const dialog = page.getByRole('dialog', { name })
        await expect(dialog).toBeVisible()
        await expect(dialog.getByText(pick(person.position, lang))).toBeVisible()
        await expect(dialog.getByText(pick(person.profile, lang))).toBeVisible()
        // The focus is trapped in the dialog while it is open.
        await page.keyboard.press('Tab')
        await expect(dialog.locator(':focus')).toHaveCount(1)
        if (isScanned) await expectNoSeriousA11yViolations(page)

        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await expect(button).toBeFocused()
      })
    }
  }
})

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
