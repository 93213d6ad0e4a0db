import type { Page } from '@playwright/test'
import { lineBreakDictionary } from '@/lib/typography/lineBreakUnits'
import { readDataset } from './datasetCopy'
import { expect, test } from './fixtures'

// A phone's narrowest width, the phone of the screenshots, and a desktop.
const WIDTHS = [320, 390, 1280] as const

// A page of each kind a reader meets Thai body text, tables, cards and menus on.
const PAGES = [
  { name: 'home', path: '/home' },
  { name: 'product list', path: '/product-list' },
  { name: 'product', path: '/products/bbq-pork-buns' },
  { name: 'news list', path: '/corporate/news' },
  { name: 'news article', path: '/news/2026-agm-approves-dividend' },
  { name: 'investors overview', path: '/investors' },
  { name: 'financial highlights', path: '/investors/financial-highlights' },
  { name: 'board', path: '/about/board-of-director' },
  { name: 'sustainability', path: '/sustainability/sustainability-development' },
  { name: 'governance', path: '/governance' },
  { name: 'contact', path: '/contact' },
  { name: 'press room', path: '/corporate/press' },
]

// Compounds ICU splits that readers met split (issue 34): the editors' list must hold them.
const COMMON_COMPOUNDS = [
  'รับประทาน',
  'นักลงทุน',
  'ปีบัญชี',
  'ล้านบาท',
  'ผู้บริโภค',
  'ความยั่งยืน',
  'ผู้ถือหุ้น',
  'งบการเงิน',
  'ผลการดำเนินงาน',
  'กำไรสุทธิ',
  'คณะกรรมการ',
  'ธรรมาภิบาล',
  'กำกับดูแลกิจการ',
  'ความเสี่ยง',
  'สิ่งแวดล้อม',
  'ห่วงโซ่อุปทาน',
  'บรรจุภัณฑ์',
  'ผู้สอบบัญชี',
  'รับผิดชอบ',
  'ตรวจสอบ',
]

/**
 * The names and words the server reads (cms/queries/typography.ts), from the dataset the test
 * server reads: the test finds the units on its own, so a unit the page forgot to keep whole
 * fails it.
 */
function datasetDictionary() {
  const documents = readDataset().filter((document) => !document._id.startsWith('drafts.'))
  const thai = (value: unknown) => (value as { th?: string } | undefined)?.th
  const names = documents
    .filter((document) =>
      ['person', 'brand', 'shareholder', 'reseller'].includes(String(document._type)),
    )
    .map((document) => thai(document.name))
  const settings = documents.find((document) => document._type === 'siteSettings')
  expect(settings, 'the dataset has its site settings').toBeTruthy()
  const words = (settings?.lineBreakWords as string[] | undefined) ?? []
  expect(words, 'the site settings list the compounds to keep whole').toEqual(
    expect.arrayContaining(COMMON_COMPOUNDS),
  )
  return lineBreakDictionary([...names, thai(settings?.siteName), thai(settings?.legalName)], words)
}

interface BrokenUnit {
  unit: string
  text: string
}

/**
 * Every unit in the rendered text whose characters do not all lie on one line. Text is read by
 * runs of adjacent text nodes (React may draw one sentence as several); text nobody sees (a
 * closed menu, a screen reader's text) has no boxes to check.
 */
async function brokenUnits(page: Page, source: string, flags: string): Promise<BrokenUnit[]> {
  return page.evaluate(
    ({ source, flags }) => {
      const pattern = new RegExp(source, flags)
      const broken: { unit: string; text: string }[] = []
      const skipped = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA', 'OPTION'])
      const elements = [document.body, ...Array.from(document.body.querySelectorAll('*'))]
      for (const element of elements) {
        if (skipped.has(element.tagName)) continue
        // A visually hidden label is laid out a pixel wide: each letter on a line of its own.
        if (element.getBoundingClientRect().width < 20) continue
        let run: Text[] = []
        const runs: Text[][] = []
        for (const child of Array.from(element.childNodes)) {
          if (child.nodeType === Node.TEXT_NODE) run.push(child as Text)
          else if (run.length) {
            runs.push(run)
            run = []
          }
        }
        if (run.length) runs.push(run)
        for (const nodes of runs) {
          const text = nodes.map((node) => node.data).join('')
          const at = (offset: number): [Text, number] => {
            for (const node of nodes) {
              if (offset <= node.data.length) return [node, offset]
              offset -= node.data.length
            }
            const last = nodes[nodes.length - 1] as Text
            return [last, last.data.length]
          }
          for (const match of text.matchAll(pattern)) {
            const range = document.createRange()
            range.setStart(...at(match.index))
            range.setEnd(...at(match.index + match[0].length))
            const boxes = Array.from(range.getClientRects()).filter((box) => box.width > 0)
            if (boxes.length < 2) continue
            const middles = boxes.map((box) => box.top + box.height / 2)
            const lowest = Math.min(...boxes.map((box) => box.height))
            if (Math.max(...middles) - Math.min(...middles) > lowest / 2) {
              broken.push({ unit: match[0], text: text.trim().slice(0, 120) })
            }
          }
        }
      }
      return broken
    },
    { source, flags },
  )
}

test('a Thai line never ends inside a name, a date, a time or a listed compound', async ({
  page,
}) => {
  // 12 pages at 3 widths, each loaded once and resized: a few seconds a page.
  test.setTimeout(180_000)
  const dictionary = datasetDictionary()
  const { source, flags } = dictionary.pattern
  const problems: string[] = []
  let checkedUnits = 0
  for (const { name, path: pagePath } of PAGES) {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 })
    await page.goto(`/th${pagePath}`)
    await page.evaluate(() => document.fonts.ready)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      // The layout of the new width, drawn.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
      for (const { unit, text } of await brokenUnits(page, source, flags)) {
        problems.push(`${name} at ${width} px: "${unit}" is broken in "${text}"`)
      }
    }
    checkedUnits += await page.evaluate(
      ({ source, flags }) =>
        (document.body.innerText.match(new RegExp(source, flags)) ?? []).length,
      { source, flags },
    )
  }
  // The walk saw units at all: an empty dictionary or a page without Thai would pass unseen.
  expect(checkedUnits).toBeGreaterThan(20)
  expect(problems).toEqual([])
})
