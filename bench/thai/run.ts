// Benchmark: what keeping Thai words whole costs (lib/typography, components/common/KeepWhole).
// The server draws every unit a Thai line must not end inside (a listed compound, a name, a
// date) as a nowrap span; this renders a Thai page's text and all the bundled dataset's Thai
// text as the pages do, with and without the units, and compares HTML bytes (raw and gzip) and
// render time. It also sizes the markups not chosen: U+2060 WORD JOINER inside each unit, and a
// `<wbr>` between all words under `word-break: keep-all` (which Chromium 150 does not apply to
// Thai: it still broke รับ|ประทาน in a probe, so that markup would not work at all).
// Run: npm run bench:thai [-- http://127.0.0.1:3000, a running site: its Thai pages too] (writes bench/results/thai-line-breaks.json and .md; exits 1 over budget)
import { readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { KeepWhole } from '@/components/common/KeepWhole'
import { StaticHtml } from '@/components/common/StaticHtml'
import { PagePropsContext } from '@/lib/client/serverHtml'
import { findLineBreakUnits, type LineBreakDictionary } from '@/lib/typography/lineBreakUnits'
import { readLineBreakDictionary } from '@/lib/typography/serverLineBreaks'
import { keepUnitsInStaticHtml } from '@/lib/typography/staticHtmlUnits'
import { thaiLineBreakWords } from '@/lib/typography/thaiLineBreakWords'
import { THAI_LETTER } from '@/lib/typography/wholeLength'

/** What the units may add to a Thai page: bytes of its HTML, and time to render its text. */
export const BUDGET = {
  /** A whole Thai page as served, against the same page with its unit spans taken out. */
  pageHtmlGrowth: 1.06,
  pageGzipGrowth: 1.05,
  /** The pass that keeps static content's units whole, over one page's finished HTML. */
  pagePassMs: 10,
  /**
   * Rendering all the dataset's Thai text, against rendering it without looking for units: text
   * alone, the worst case (a page's render also draws its shell, pictures and data).
   */
  renderTime: 8,
  /** …and what the units add, per paragraph on average. */
  addedMsPerParagraph: 0.2,
}
/** The issue's dozen Thai pages, measured as served when a running site's address is given. */
const PAGES = [
  '/th/home',
  '/th/product-list',
  '/th/products/bbq-pork-buns',
  '/th/corporate/news',
  '/th/news/2026-agm-approves-dividend',
  '/th/investors',
  '/th/investors/financial-highlights',
  '/th/about/board-of-director',
  '/th/sustainability/sustainability-development',
  '/th/governance',
  '/th/contact',
  '/th/corporate/press',
]
// How the server draws a unit (components/common/KeepWhole.tsx, WholeText.tsx).
const UNIT_SPAN = /<span class="white-space_nowrap">([^<]*)<\/span>/g
const WARM_UP_ROUNDS = 5
const ROUNDS = 15
const ARTICLE_SLUG = '2026-agm-approves-dividend'

const root = path.join(__dirname, '..', '..')
type Doc = Record<string, unknown> & { _id: string; _type: string }
const documents = readFileSync(path.join(root, 'cms/dataset/production.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc)
  .filter((document) => !document._id.startsWith('drafts.'))

/** Every Thai text of a value: localized strings, and portable text's blocks (their spans joined). */
function thaiTexts(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => thaiTexts(item, out))
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.th === 'string') out.push(record.th)
    else if (Array.isArray(record.th)) {
      for (const block of record.th as { children?: { text?: string }[] }[]) {
        const text = (block.children ?? []).map((span) => span.text ?? '').join('')
        if (text) out.push(text)
        thaiTexts(block, out)
      }
    }
    for (const [key, item] of Object.entries(record)) if (key !== 'th') thaiTexts(item, out)
  }
  return out.filter((text) => THAI_LETTER.test(text))
}

const html = (node: ReactNode) =>
  renderToStaticMarkup(createElement(PagePropsContext.Provider, { value: {} }, node))

/** The texts as a page's static content draws them: paragraphs, kept whole or as they are. */
const page = (texts: string[], keepWhole: boolean) =>
  html(
    createElement(
      StaticHtml,
      null,
      texts.map((text, index) =>
        createElement('p', { key: index }, keepWhole ? createElement(KeepWhole, null, text) : text),
      ),
    ),
  )

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

function renderMs(texts: string[], keepWhole: boolean): number {
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) page(texts, keepWhole)
  const times: number[] = []
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now()
    page(texts, keepWhole)
    times.push(performance.now() - start)
  }
  return median(times)
}

/** Bytes of the markups not chosen, over the same paragraphs. */
function alternatives(texts: string[], dictionary: LineBreakDictionary) {
  const icu = new Intl.Segmenter('th', { granularity: 'word' })
  const joined = texts.map((text) => {
    let out = ''
    let position = 0
    for (const { start, end } of findLineBreakUnits(text, dictionary)) {
      const unit = text.slice(start, end)
      out +=
        text.slice(position, start) + Array.from(icu.segment(unit), (s) => s.segment).join('\u2060')
      position = end
    }
    return out + text.slice(position)
  })
  const wbr = texts.map((text) => thaiLineBreakWords(text, dictionary).join('<wbr>'))
  const bytes = (parts: string[]) => Buffer.byteLength(page(parts, false))
  return { wordJoiner: bytes(joined), wbrKeepAll: bytes(wbr) }
}

function measure(name: string, texts: string[], dictionary: LineBreakDictionary) {
  const plain = page(texts, false)
  const kept = page(texts, true)
  const units = texts.reduce((sum, text) => sum + findLineBreakUnits(text, dictionary).length, 0)
  const size = (markup: string) => Buffer.byteLength(markup)
  const gzip = (markup: string) => gzipSync(markup, { level: 9 }).length
  const plainMs = renderMs(texts, false)
  const keptMs = renderMs(texts, true)
  return {
    name,
    texts: texts.length,
    units,
    html: { without: size(plain), with: size(kept), ratio: size(kept) / size(plain) },
    gzip: { without: gzip(plain), with: gzip(kept), ratio: gzip(kept) / gzip(plain) },
    renderMs: { without: plainMs, with: keptMs, ratio: keptMs / plainMs },
    alternatives: alternatives(texts, dictionary),
  }
}

/** A served page's HTML with and without its units' spans. */
async function measurePage(base: string, pagePath: string, dictionary: LineBreakDictionary) {
  const response = await fetch(new URL(pagePath, base))
  if (!response.ok) throw new Error(`${pagePath}: ${response.status}`)
  const served = await response.text()
  const bare = served.replace(UNIT_SPAN, '$1')
  const gzip = (markup: string) => gzipSync(markup, { level: 9 }).length
  const spans = served.match(UNIT_SPAN)?.length ?? 0
  // The pass over the finished HTML (pages/_document.tsx) that draws most of them.
  const times: number[] = []
  for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round += 1) {
    const start = performance.now()
    keepUnitsInStaticHtml(bare, dictionary)
    if (round >= WARM_UP_ROUNDS) times.push(performance.now() - start)
  }
  return {
    path: pagePath,
    spans,
    passMs: median(times),
    html: { without: Buffer.byteLength(bare), with: Buffer.byteLength(served) },
    gzip: { without: gzip(bare), with: gzip(served) },
  }
}

async function main() {
  const dictionary = await readLineBreakDictionary()
  const article = documents.find(
    (document) => (document.slug as { current?: string } | undefined)?.current === ARTICLE_SLUG,
  )
  if (!article) throw new Error(`no news article ${ARTICLE_SLUG} in the dataset`)
  const results = [
    measure(`news article ${ARTICLE_SLUG} (its Thai text)`, thaiTexts(article), dictionary),
    measure('every Thai text of the dataset', thaiTexts(documents), dictionary),
  ]

  const base = process.argv[2]
  const pages = []
  for (const pagePath of base ? PAGES : [])
    pages.push(await measurePage(base!, pagePath, dictionary))

  const fixed = (value: number, digits = 3) => Number(value.toFixed(digits))
  const failures: string[] = []
  for (const page of pages) {
    const html = page.html.with / page.html.without
    const gzip = page.gzip.with / page.gzip.without
    if (html > BUDGET.pageHtmlGrowth)
      failures.push(`${page.path}: HTML × ${fixed(html)} > ${BUDGET.pageHtmlGrowth}`)
    if (gzip > BUDGET.pageGzipGrowth)
      failures.push(`${page.path}: gzip × ${fixed(gzip)} > ${BUDGET.pageGzipGrowth}`)
    if (page.passMs > BUDGET.pagePassMs)
      failures.push(
        `${page.path}: the HTML pass ${fixed(page.passMs, 2)} ms > ${BUDGET.pagePassMs}`,
      )
  }
  const corpus = results[results.length - 1]!
  if (corpus.renderMs.ratio > BUDGET.renderTime)
    failures.push(`${corpus.name}: render × ${fixed(corpus.renderMs.ratio)} > ${BUDGET.renderTime}`)
  const addedPerParagraph = (corpus.renderMs.with - corpus.renderMs.without) / corpus.texts
  if (addedPerParagraph > BUDGET.addedMsPerParagraph)
    failures.push(
      `${corpus.name}: ${fixed(addedPerParagraph)} ms more a paragraph > ${BUDGET.addedMsPerParagraph}`,
    )

  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.texts} | ${r.units} | ${r.html.without} → ${r.html.with} (× ${fixed(r.html.ratio)}) | ${r.gzip.without} → ${r.gzip.with} (× ${fixed(r.gzip.ratio)}) | ${fixed(r.renderMs.without, 2)} → ${fixed(r.renderMs.with, 2)} (× ${fixed(r.renderMs.ratio, 2)}) | ${r.alternatives.wordJoiner} (× ${fixed(r.alternatives.wordJoiner / r.html.without)}) | ${r.alternatives.wbrKeepAll} (× ${fixed(r.alternatives.wbrKeepAll / r.html.without)}) |`,
  )
  const pageRows = pages.map(
    (p) =>
      `| ${p.path} | ${p.spans} | ${p.html.without} → ${p.html.with} (× ${fixed(p.html.with / p.html.without)}) | ${p.gzip.without} → ${p.gzip.with} (× ${fixed(p.gzip.with / p.gzip.without)}) | ${fixed(p.passMs, 2)} |`,
  )
  const markdown = [
    base
      ? [
          `Thai pages as served by ${base}, against the same HTML with the units' spans taken out:`,
          '',
          '| page | unit spans | HTML bytes without → with (ratio) | gzip bytes without → with (ratio) | HTML pass ms |',
          '|---|---|---|---|---|',
          ...pageRows,
          '',
        ].join('\n')
      : 'No running site given (`npm run bench:thai -- http://127.0.0.1:3000`): pages not measured.\n',
    'Thai text rendered as static content, with and without its units kept whole:',
    '',
    '| Thai text | paragraphs | units kept whole | HTML bytes without → with (ratio) | gzip bytes | render ms, median of 15 | U+2060 markup bytes | `<wbr>` + keep-all bytes |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Units add ${fixed(addedPerParagraph, 4)} ms a paragraph to the dataset's render.`,
    '',
    `Budget: a page's HTML × ≤ ${BUDGET.pageHtmlGrowth}, its gzip × ≤ ${BUDGET.pageGzipGrowth}; the dataset's Thai text renders × ≤ ${BUDGET.renderTime}, ≤ ${BUDGET.addedMsPerParagraph} ms more a paragraph. ${failures.length ? `FAIL: ${failures.join('; ')}` : 'pass'}.`,
    '',
    `Machine: ${cpus().length} CPUs, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')} (1 / 5 / 15 min) at the end.`,
    '',
  ].join('\n')
  const resultsDir = path.join(root, 'bench/results')
  writeFileSync(
    path.join(resultsDir, 'thai-line-breaks.json'),
    `${JSON.stringify({ budget: BUDGET, base: base ?? null, pages, results, failures }, null, 2)}\n`,
  )
  writeFileSync(path.join(resultsDir, 'thai-line-breaks.md'), markdown)
  console.log(markdown)
  process.exitCode = failures.length ? 1 : 0
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
