import type { Page } from '@playwright/test'
import { expect, test, TOP_MENU_LABELS } from './fixtures'

// Every page the top menu opens, as a visitor finds it: its heading is the menu's name for it
// (the spec's top-menu labels win, the names under them follow; letter case aside), and its
// breadcrumbs and its section's tabs put it in the same place. lib/navigation/menuConsistency
// .test.ts holds the bundled menu to the same rules without a browser.

const mainMenu = (page: Page) => page.getByRole('navigation', { name: /Main menu|เมนูหลัก/ })

/** Text as read: white space as one space, no invisible break marks, letter case aside. */
const folded = (text: string | null) =>
  (text ?? '')
    .replace(/[\u200b\u2060\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase()

/** The links of the open panel: href → the name the page should have (an inner topic's first). */
async function panelLinks(page: Page): Promise<Map<string, string>> {
  const links = await page.locator('#mega-menu-panel ul[aria-label] a').evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      href: anchor.getAttribute('href') ?? '',
      label: anchor.textContent ?? '',
      isInner: Boolean(anchor.closest('ul ul')),
    })),
  )
  const names = new Map<string, string>()
  for (const link of links) if (link.isInner) names.set(link.href, link.label)
  for (const link of links) if (!names.has(link.href)) names.set(link.href, link.label)
  return names
}

for (const lang of ['en', 'th'] as const) {
  test(`${lang}: every page the menu opens is named as the menu names it, in one place`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`/${lang}/home`)
    const expected = new Map<string, string>()
    const entries = mainMenu(page).locator(':scope > ul > li')
    for (const [index, label] of TOP_MENU_LABELS[lang].entries()) {
      const entry = entries.nth(index)
      const link = entry.getByRole('link')
      if ((await link.count()) === 1) {
        // A link straight to a page: HOME's heading is the company's name, the rest the label's.
        const href = (await link.getAttribute('href'))!
        if (!href.endsWith('/home')) expected.set(href, label)
        continue
      }
      await entry.getByRole('button').click()
      const panel = page.locator('#mega-menu-panel')
      // The panel is the section the top entry names.
      expect(folded(await panel.locator('p').first().textContent()), label).toBe(folded(label))
      for (const [href, name] of await panelLinks(page)) expected.set(href, name)
      await entry.getByRole('button').click()
      await expect(panel).toHaveCount(0)
    }
    expect(expected.size).toBeGreaterThan(20)

    for (const [href, name] of expected) {
      await page.goto(href)
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading, href).toBeVisible()
      expect(folded(await heading.textContent()), href).toBe(folded(name))
      // The tabs marked current, a row at a time, are the breadcrumbs' last levels.
      const crumbs = (
        await page
          .getByRole('navigation', { name: lang === 'en' ? 'Breadcrumb' : 'เส้นทางนำทาง' })
          .locator('li')
          .allTextContents()
      ).map((text) => folded(text.replace(/^\s*\//, '')))
      const tabs = page.getByTestId('section-nav')
      if ((await tabs.count()) === 0) continue
      const current = (await tabs.locator('[aria-current]').allTextContents()).map(folded)
      expect(current.length, href).toBeGreaterThan(0)
      expect(crumbs.slice(-current.length), href).toEqual(current)
    }
  })
}
