import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { titleNaming } from './pageTitles'

export interface InnerPageExpectation {
  /** Language-free path, e.g. `/about/awards`. */
  path: string
  lang: 'th' | 'en'
  /**
   * What the `<title>` names (the spec's menu label, or a detail page's own name): one of its
   * parts, before the company's name (e2e/titles.spec.ts checks whole titles).
   */
  title: string
  /** The page's h1. */
  heading: string | RegExp
}

/**
 * What every inner page must show: status 200, its language, a title naming it, one h1,
 * breadcrumbs ending at the page, and canonical plus hreflang alternates in both languages.
 */
export async function expectInnerPage(page: Page, expected: InnerPageExpectation) {
  const { path, lang, title, heading } = expected
  const response = await page.goto(`/${lang}${path}`)
  expect(response?.status(), `status of /${lang}${path}`).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page).toHaveTitle(titleNaming(lang, title))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)

  const breadcrumbs = page.getByRole('navigation', {
    name: lang === 'en' ? 'Breadcrumb' : 'เส้นทางนำทาง',
  })
  await expect(breadcrumbs.getByRole('link').first()).toHaveAttribute('href', `/${lang}/home`)
  await expect(breadcrumbs.locator('[aria-current="page"]')).toBeVisible()

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/${lang}${escape(path)}$`),
  )
  for (const [hreflang, target] of [
    ['th', 'th'],
    ['en', 'en'],
    ['x-default', 'th'],
  ] as const) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
      'href',
      new RegExp(`/${target}${escape(path)}$`),
    )
  }
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(jsonLd.map((text) => JSON.parse(text)['@type'])).toContain('BreadcrumbList')
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * axe-core finds no serious or critical problem. The one accepted finding is the spec's fixed
 * viewport scale (`maximum-scale=1`), which axe reports as `meta-viewport`: excluded by name.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Colours are judged once entrance fades (the consent banner's) have ended; looping
  // placeholders' pulses never end and are left alone.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const results = await new AxeBuilder({ page }).disableRules(['meta-viewport']).analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }))
  expect(serious, `axe violations on ${page.url()}`).toEqual([])
}
