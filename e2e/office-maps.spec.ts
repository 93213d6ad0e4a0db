import type { Locator } from '@playwright/test'
import { findDocument } from './datasetCopy'
import { expect, test } from './fixtures'

// Each office's card on the contact page: a map image of its own, described in the page's
// language, and a link that opens OpenStreetMap at the office's coordinates in a new tab. The
// cards are static content: the browser keeps the server's HTML and hydrates none of it.

interface DatasetOffice {
  name: { th: string; en: string }
  location: { lat: number; lng: number }
  map: { alt: { th: string; en: string } }
}

const TEXT = {
  en: {
    openMap: 'Open in a map',
    name: (office: string) => `Open in a map – ${office}, on OpenStreetMap (opens in a new tab)`,
  },
  th: {
    openMap: 'เปิดในแผนที่',
    name: (office: string) => `เปิดในแผนที่ – ${office} บน OpenStreetMap (เปิดในแท็บใหม่)`,
  },
} as const

for (const lang of ['th', 'en'] as const) {
  test(`/${lang}/contact: every office has a map of its own and a link to it on OpenStreetMap`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/contact`)
    const offices = findDocument('siteSettings').offices as DatasetOffice[]
    const cards = page.getByTestId('office')
    await expect(cards).toHaveCount(offices.length)

    const sources = new Set<string>()
    for (const office of offices) {
      const card = cards.filter({ has: page.getByRole('heading', { name: office.name[lang] }) })
      const map = card.getByRole('img', { name: office.map.alt[lang], exact: true })
      await map.scrollIntoViewIfNeeded()
      await expect(map).toBeVisible()
      // Loaded and drawn, not a broken image.
      await expect
        .poll(() => map.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0)
      sources.add((await map.getAttribute('src')) ?? '')

      const { lat, lng } = office.location
      const link = card.getByRole('link', { name: TEXT[lang].openMap })
      // The visible words first (WCAG 2.5.3), then, unseen, which office and that a tab opens.
      await expect(link).toHaveAccessibleName(TEXT[lang].name(office.name[lang]))
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
      const href = new URL((await link.getAttribute('href'))!)
      expect(href.origin).toBe('https://www.openstreetmap.org')
      expect(Number(href.searchParams.get('mlat'))).toBeCloseTo(lat, 5)
      expect(Number(href.searchParams.get('mlon'))).toBeCloseTo(lng, 5)
      expect(href.hash).toBe(
        `#map=16/${href.searchParams.get('mlat')}/${href.searchParams.get('mlon')}`,
      )
    }
    expect(sources.size).toBe(offices.length)

    // Hydration done (the form's submit button is React's), the cards' insides are not.
    const isReactElement = (locator: Locator) =>
      locator.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
      )
    await expect.poll(() => isReactElement(page.locator('form button[type="submit"]'))).toBe(true)
    for (const card of await cards.all()) {
      expect(await isReactElement(card.getByRole('img'))).toBe(false)
      expect(await isReactElement(card.getByRole('link', { name: TEXT[lang].openMap }))).toBe(false)
    }
  })
}
