import type { Locator } from '@playwright/test'
import { readDataset } from './datasetCopy'
import { expect, test } from './fixtures'

// Issue 34, item 6: the desktop header showed the logo mark without the company's name. The
// name (the site settings' siteName) is now beside the mark at desktop widths, in the same line
// as the menu and the actions, none covering another.

/** The site settings' name in the language, from the dataset the test server reads. */
function siteName(lang: 'th' | 'en'): string {
  const settings = readDataset().find((document) => document._id === 'siteSettings')
  const name = (settings?.siteName as Record<string, string> | undefined)?.[lang]
  if (!name) throw new Error('the dataset has no site name')
  return name
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (box === null) throw new Error('not rendered')
  return box
}

for (const lang of ['th', 'en'] as const) {
  for (const width of [1024, 1280, 1536]) {
    test(`the header names the company beside its mark at ${width} px (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(`/${lang}/home`)
      const header = page.getByRole('banner')
      const homeLink = header.getByRole('link', { name: siteName(lang) }).first()
      const name = homeLink.getByText(siteName(lang), { exact: true })
      await expect(name).toBeVisible()
      const nameBox = await boxOf(name)
      const mark = await boxOf(homeLink.locator('svg'))
      // Beside the mark, not under it, and inside the bar.
      expect(nameBox.x).toBeGreaterThanOrEqual(mark.x + mark.width)
      expect(nameBox.y + nameBox.height).toBeLessThanOrEqual((await boxOf(header)).height)

      // The menu starts after the name and every entry stays on the bar.
      const menu = header.getByRole('navigation').first()
      await expect(menu).toBeVisible()
      const entries = menu.getByRole('listitem')
      const first = await boxOf(entries.first())
      expect(first.x).toBeGreaterThanOrEqual(nameBox.x + nameBox.width)
      const last = await boxOf(entries.last())
      const search = await boxOf(header.getByRole('button', { name: /search|ค้นหา/i }).first())
      expect(last.x + last.width).toBeLessThanOrEqual(search.x)
    })
  }

  test(`a phone shows the name beside the mark, the buttons still in view (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto(`/${lang}/home`)
    const header = page.getByRole('banner')
    await expect(header.getByText(siteName(lang), { exact: true })).toBeVisible()
    const switchBox = await boxOf(page.getByTestId('language-switch'))
    expect(switchBox.x + switchBox.width).toBeLessThanOrEqual(390)
  })
}
