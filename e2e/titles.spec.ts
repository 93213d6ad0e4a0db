import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { COMPANY, fullTitle } from './pageTitles'

const LANGS = ['th', 'en'] as const

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" }

/** The text of an attribute or element as React escapes it in the server's HTML. */
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, code: string) => {
    if (code.startsWith('#x')) return String.fromCodePoint(parseInt(code.slice(2), 16))
    if (code.startsWith('#')) return String.fromCodePoint(parseInt(code.slice(1), 10))
    return ENTITIES[code] ?? entity
  })
}

/** A page's `<title>` and sharing titles, read from the HTML the server sends (no browser). */
async function titlesOf(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  const html = await response.text()
  // The document's own, not an SVG's <title> (the shareholding chart has one).
  const head = html.slice(0, html.indexOf('</head>'))
  const all = (pattern: RegExp) => [...head.matchAll(pattern)].map((match) => decode(match[1]!))
  return {
    status: response.status(),
    titles: all(/<title[^>]*>([^<]*)<\/title>/g),
    ogTitles: all(/<meta property="og:title" content="([^"]*)"/g),
    twitterTitles: all(/<meta name="twitter:title" content="([^"]*)"/g),
  }
}

/** `task` over `items`, `size` at a time, results in order. */
async function inBatches<T, R>(items: readonly T[], size: number, task: (item: T) => Promise<R>) {
  const results: R[] = []
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(task))))
  }
  return results
}

test('every page of the sitemap has a title of its own, ending with the company name, shared as og:title', async ({
  request,
}) => {
  // Every sitemap page: a few at a time, with time for a busy machine (pages the build left
  // out render on their first request).
  test.setTimeout(120_000)
  const xml = await (await request.get('/sitemap.xml')).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  )
  expect(paths.length).toBeGreaterThan(100)
  const pages = await inBatches(paths, 6, async (path) => ({
    path,
    ...(await titlesOf(request, path)),
  }))
  const byLang = { th: new Map<string, string>(), en: new Map<string, string>() }
  for (const { path, status, titles, ogTitles, twitterTitles } of pages) {
    const lang = path.startsWith('/en/') ? 'en' : 'th'
    expect(status, path).toBe(200)
    expect(titles, `one <title> on ${path}`).toHaveLength(1)
    const title = titles[0]!
    expect(title, path).toMatch(new RegExp(`. \\| ${COMPANY[lang]}$`))
    expect(ogTitles, `og:title of ${path}`).toEqual([title])
    expect(twitterTitles, `twitter:title of ${path}`).toEqual([title])
    byLang[lang].set(path, title)
  }
  for (const lang of LANGS) {
    const titles = [...byLang[lang].values()]
    const shared = titles.filter((title, index) => titles.indexOf(title) !== index)
    expect(shared, `titles used twice in ${lang}`).toEqual([])
    test.info().annotations.push({
      type: `unique titles (${lang})`,
      description: `${new Set(titles).size} of ${titles.length} sitemap pages`,
    })
  }

  // The rule itself, on a page of each kind.
  const expected: Record<string, string> = {
    '/th/home': fullTitle('th', 'หน้าหลัก'),
    '/en/home': fullTitle('en', 'HOME'),
    '/en/corporate/news': fullTitle('en', 'Media center'),
    // A second page of the media centre, named within it.
    '/en/corporate/press': fullTitle('en', 'Media center', 'Press room'),
    '/th/corporate/press': fullTitle('th', 'ศูนย์ข่าว', 'สำหรับสื่อมวลชน'),
    '/th/products/bbq-pork-buns': fullTitle('th', 'ผลิตภัณฑ์', 'ซาลาเปาไส้หมูแดง'),
    '/en/products/bbq-pork-buns': fullTitle('en', 'Products', 'BBQ Pork Buns'),
    '/en/news/q3-2026-results': fullTitle(
      'en',
      'Media center',
      'Q3 2026 results: net profit of THB 3,810 million',
    ),
    '/th/business/fresh-meat': fullTitle('th', 'ธุรกิจ', 'เนื้อสัตว์สด'),
    '/en/about/executives': fullTitle('en', 'Leadership', 'Executives'),
    '/th/about/awards': fullTitle('th', 'เกี่ยวกับเรา', 'รางวัลแห่งความภาคภูมิใจ'),
    '/en/investors/shareholders-meeting': fullTitle(
      'en',
      'Shareholder information',
      "Shareholders' meetings",
    ),
  }
  for (const [path, title] of Object.entries(expected)) {
    expect(byLang[path.startsWith('/en/') ? 'en' : 'th'].get(path), path).toBe(title)
  }
})

test('sign-in, sign-out and the error pages are titled for what they are, in both languages', async ({
  request,
}) => {
  const expected = {
    th: { login: 'เข้าสู่ระบบ', logout: 'กำลังออกจากระบบ', notFound: 'ไม่พบหน้าที่คุณต้องการ' },
    en: { login: 'Sign in', logout: 'Signing you out', notFound: 'Page not found' },
  }
  for (const lang of LANGS) {
    const text = expected[lang]
    for (const [path, section] of [
      [`/${lang}/login`, text.login],
      [`/${lang}/logout`, text.logout],
      [`/${lang}/no-such-page`, text.notFound],
    ] as const) {
      const { titles, ogTitles } = await titlesOf(request, path)
      expect(titles, path).toEqual([fullTitle(lang, section)])
      expect(ogTitles, path).toEqual([fullTitle(lang, section)])
    }
  }
})

// axe leaves `label-content-name-mismatch` (WCAG 2.5.3, label in name) out unless asked for it.
const LABEL_IN_NAME = 'label-content-name-mismatch'

for (const lang of LANGS) {
  test(`${lang}: names read as shown, and every article's heading is inside its <article>`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    for (const path of ['/products/bbq-pork-buns', '/corporate/news', '/news/q3-2026-results']) {
      await page.goto(`/${lang}${path}`)
      const results = await new AxeBuilder({ page })
        .options({ rules: { [LABEL_IN_NAME]: { enabled: true } } })
        .analyze()
      const mismatches = results.violations
        .filter((violation) => violation.id === LABEL_IN_NAME)
        .flatMap((violation) => violation.nodes.map((node) => node.html))
      expect(mismatches, `${LABEL_IN_NAME} on ${path}`).toEqual([])
      // The rule ran and judged something (the language link's label includes its text).
      expect(results.passes.map((rule) => rule.id)).toContain(LABEL_IN_NAME)

      const articles = page.locator('article')
      const headingless = await articles.evaluateAll(
        (elements) =>
          elements.filter((element) => !element.querySelector('h1, h2, h3, h4, h5, h6')).length,
      )
      expect(headingless, `<article>s without their heading on ${path}`).toBe(0)
    }
    // The news item is one <article>, its h1 inside it.
    await expect(page.locator('article h1')).toHaveCount(1)
    await expect(page.locator('article h1')).toHaveText(
      lang === 'en'
        ? 'Q3 2026 results: net profit of THB 3,810 million'
        : 'ผลประกอบการไตรมาส 3/2569 กำไรสุทธิ 3,810 ล้านบาท',
    )
  })
}
