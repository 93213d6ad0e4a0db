import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fromBuffer, type Entry } from 'yauzl'
import { expect, test } from './fixtures'

// The press room's kit (components/press/PressKitSection, lib/pressKit): its SVG logo downloads
// as an SVG, and its ZIP downloads and holds every file the page lists, in both languages.
// Expectations come from our translation files and from what the page itself lists.
type Lang = 'th' | 'en'

const strings = (lang: Lang) =>
  JSON.parse(
    readFileSync(path.join(process.cwd(), 'public', 'locales', lang, 'pressKit.json'), 'utf8'),
  ) as { heading: string; downloadAll: string }

/** The entries' paths of a ZIP, read back with yauzl. */
function zipEntries(zip: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error)
      const names: string[] = []
      archive.on('entry', (entry: Entry) => {
        names.push(entry.fileName)
        archive.readEntry()
      })
      archive.on('end', () => resolve(names))
      archive.on('error', reject)
      archive.readEntry()
    })
  })
}

for (const lang of ['th', 'en'] as const) {
  test.describe(`press kit (${lang})`, () => {
    // The first visit after a content change builds the kit (a few seconds of drawing).
    test.setTimeout(120_000)

    test.beforeEach(async ({ page }) => {
      await page.goto(`/${lang}/corporate/press`)
    })

    test('downloads the company logo as an SVG', async ({ page }) => {
      const kit = page.getByTestId('press-kit')
      await expect(
        kit.getByRole('heading', { level: 2, name: strings(lang).heading }),
      ).toBeVisible()
      const row = kit.locator('li[data-file="company-logo.svg"]')
      await expect(row).toContainText('SVG')
      const link = row.getByRole('link', { name: /.+/ }).last()
      await expect(link).toHaveAttribute('href', `/api/press-kit/company-logo.svg?lang=${lang}`)

      const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
      expect(download.suggestedFilename()).toMatch(/company-logo\.svg$/)
      const svg = readFileSync((await download.path())!, 'utf8')
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)

      const answer = await page.request.get(`/api/press-kit/company-logo.svg?lang=${lang}`)
      expect(answer.headers()['content-type']).toBe('image/svg+xml')
      expect(answer.headers()['content-security-policy']).toContain('sandbox')
      expect(answer.headers()['etag']).toBeTruthy()
    })

    test('downloads the whole kit as a ZIP that holds every file the page lists', async ({
      page,
    }) => {
      const kit = page.getByTestId('press-kit')
      const zipLink = kit.getByTestId('press-kit-zip')
      const label = strings(lang).downloadAll.split('{{size}}')[0]!
      await expect(zipLink).toContainText(label)
      await expect(zipLink).toHaveAttribute(
        'href',
        `/api/press-kit/press-kit-${lang}.zip?lang=${lang}`,
      )

      const [download] = await Promise.all([page.waitForEvent('download'), zipLink.click()])
      expect(download.suggestedFilename()).toMatch(new RegExp(`press-kit-${lang}\\.zip$`))
      const entries = await zipEntries(readFileSync((await download.path())!))

      const listed = await kit.locator('li[data-file]').evaluateAll((rows) =>
        rows.map((row) => {
          const section = row.closest('section[data-section]')!.getAttribute('data-section')
          return `${section}/${row.getAttribute('data-file')}`
        }),
      )
      expect(listed.length).toBeGreaterThan(10)
      expect(entries.sort()).toEqual([...listed, 'CREDITS.txt'].sort())
      expect(listed).toContain(`factSheet/fact-sheet-${lang}.pdf`)
    })
  })
}
