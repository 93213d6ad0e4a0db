import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// Issue 26: "chachoengsao.plant@siamharvest.exam|ple" at 1280 px, "…exampl|e" at 390 px,
// "+66 2 000 | 8800". Where every rendered line of each e-mail address and phone number on the
// contact page (its offices and the footer) ends, measured character by character with
// Range.getClientRects: an e-mail address may end a line only after "@" or ".", a phone number
// not at all (components/common/ContactValue.tsx).

interface LineEnd {
  text: string
  /** The characters before the line's end. */
  before: string
}

/** Each link's text and where its lines end: after which character (index into the text). */
function lineEnds(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((links) =>
    links.map((link) => {
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT)
      const chars: { ch: string; top: number; height: number }[] = []
      const range = document.createRange()
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const data = node.textContent ?? ''
        for (let index = 0; index < data.length; index += 1) {
          range.setStart(node, index)
          range.setEnd(node, index + 1)
          const rect = range.getClientRects()[0]
          if (rect) chars.push({ ch: data[index]!, top: rect.top, height: rect.height })
        }
      }
      const text = chars.map((char) => char.ch).join('')
      const ends: number[] = []
      for (let index = 1; index < chars.length; index += 1) {
        // The next character starts a new line when it sits at least half a line lower.
        if (chars[index]!.top - chars[index - 1]!.top > chars[index - 1]!.height / 2) {
          ends.push(index)
        }
      }
      return { text, ends }
    }),
  )
}

const describeEnds = ({ text, ends }: { text: string; ends: number[] }): LineEnd[] =>
  ends.map((end) => ({ text, before: text.slice(0, end) }))

for (const width of [390, 1280]) {
  for (const lang of ['th', 'en'] as const) {
    test.describe(`contact page at ${width} px (${lang})`, () => {
      test.use({ viewport: { width, height: 900 } })

      test('no e-mail address or phone number breaks mid-token', async ({ page }) => {
        await page.goto(`/${lang}/contact`)
        const emails = await lineEnds(page, 'a[href^="mailto:"]')
        const phones = await lineEnds(page, 'a[href^="tel:"]')
        // The offices and the footer.
        expect(emails.length).toBeGreaterThanOrEqual(6)
        expect(phones.length).toBeGreaterThanOrEqual(6)
        expect(emails.every(({ text }) => text.includes('@'))).toBe(true)

        const badEmailEnds = emails
          .flatMap(describeEnds)
          .filter(({ before }) => !/[@.]$/.test(before))
        expect(badEmailEnds).toEqual([])
        expect(phones.flatMap(describeEnds)).toEqual([])
      })
    })
  }
}
