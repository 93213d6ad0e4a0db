import { readFileSync } from 'node:fs'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { historyAt, quoteAt } from '@/services/core/marketData'
import { toSharePrice, type SharePrice } from '@/lib/marketData/sharePrice'
import { HANDLED, postSigned } from './datasetCopy'
import { expect, test } from './fixtures'
import { startClockedSite, type ClockedSite } from './servers/clockedSite'

// Issue 25 part 3: the share price on the investor overview and the home page, from the core
// service's market data. The embedded core service generates its demo series from the clock, so
// these tests run a site of their own at `clockAt` (faketime, as e2e/ir-calendar.spec.ts does)
// and compute every figure from the same generator. The clock runs on from there: during a
// session the quote moves each minute, so the figures are computed for the moment the page
// says its quote describes, which must be the delayed feed's at the site's time.
type Lang = 'th' | 'en'
const LANGS = ['th', 'en'] as const
const SYMBOL = 'SHF'
const DELAY_MS = 15 * 60_000
const IR_EVENT_ID = 'irEvent-2026-02-fy2025-results'

type Strings = Record<string, unknown>
const strings = (lang: Lang): Strings =>
  JSON.parse(readFileSync(`public/locales/${lang}/sharePrice.json`, 'utf8')) as Strings

/** A string of the sharePrice namespace with its values filled in, as the site's `t` does. */
function text(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Strings)[part], strings(lang))
  if (typeof found !== 'string') throw new Error(`No ${lang} text sharePrice:${key}`)
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))
}

const exchangeUrl = (lang: Lang) =>
  `https://www.set.or.th/${lang}/market/product/stock/quote/${SYMBOL}/price`

/** What the block must show for the quote the page says it shows. */
function expectedBlock(lang: Lang, asOf: string, withChart: boolean) {
  const at = Date.parse(asOf) + DELAY_MS
  const quote = quoteAt(SYMBOL, at)
  if (!quote) throw new Error(`no demo quote at ${asOf}`)
  const history = withChart ? historyAt(SYMBOL, '1y', at) : null
  const block = toSharePrice(
    quote,
    history,
    { symbol: SYMBOL, exchangeUrl: exchangeUrl(lang) },
    lang,
  )
  if (block.status !== 'ok') throw new Error('unexpected')
  expect(block.asOf).toBe(asOf)
  return block
}

async function signedWebhook(site: ClockedSite, request: APIRequestContext) {
  // An IR event's change has the site render /home and /investors again in both languages.
  const body = JSON.stringify({ _id: IR_EVENT_ID, _type: 'irEvent' })
  const answer = await postSigned(request, body, site.now())
  expect(HANDLED, await answer.text()).toContain(answer.status())
}

async function expectFigures(
  block: Locator,
  expected: Extract<SharePrice, { status: 'ok' }>,
  lang: Lang,
) {
  await expect(block.getByTestId('share-price-last')).toHaveText(expected.lastLabel)
  await expect(block.getByTestId('share-price-change')).toContainText(
    `${expected.changeLabel} (${expected.changePercentLabel})`,
  )
  const fact = (term: string) => block.locator('dt', { hasText: term }).locator('+ dd')
  await expect(fact(text(lang, 'previousClose'))).toHaveText(expected.previousCloseLabel)
  await expect(fact(text(lang, 'dayRange'))).toHaveText(
    text(lang, 'rangeValue', { low: expected.lowLabel, high: expected.highLabel }),
  )
  await expect(fact(text(lang, 'volume'))).toHaveText(expected.volumeLabel)
  await expect(block.locator(`time[datetime="${expected.asOf}"]`)).toHaveText(
    text(lang, 'asOf', { time: expected.asOfLabel, minutes: 15 }),
  )
  await expect(block.getByText(text(lang, 'demo'), { exact: true })).toBeVisible()
  await expect(
    block.getByRole('link', { name: text(lang, 'exchangeLink', { symbol: SYMBOL }) }),
  ).toHaveAttribute('href', exchangeUrl(lang))
}

/** The quote's moment the page shows: the delayed feed's at the site's clock. */
async function shownAsOf(block: Locator, site: ClockedSite, clockAt: string): Promise<string> {
  const asOf = await block.locator('time[datetime]').getAttribute('datetime')
  expect(asOf).not.toBeNull()
  const shown = Date.parse(asOf!)
  expect(shown).toBeLessThanOrEqual(site.now() - DELAY_MS)
  // The last session at or before the clock's day: a long weekend at most.
  expect(shown).toBeGreaterThan(Date.parse(clockAt) - 5 * 24 * 60 * 60_000)
  return asOf!
}

async function open(page: Page, url: string) {
  const response = await page.goto(url)
  expect(response?.status()).toBe(200)
  return page.getByTestId('share-price')
}

test.describe('the share price, from the core service’s market data', { tag: '@dated' }, () => {
  let site: ClockedSite

  test.beforeAll(async ({ clockAt, playwright }) => {
    test.setTimeout(150_000)
    site = await startClockedSite(clockAt)
    // The build's pages were rendered without the core service: rendered again on the site's day.
    const request = await playwright.request.newContext({ baseURL: site.origin })
    await signedWebhook(site, request)
    await request.dispose()
  })

  test.afterAll(async () => {
    await site?.stop()
  })

  for (const lang of LANGS) {
    test(`${lang}: the investor overview shows the delayed quote, "demo data", the year's chart and the exchange's link`, async ({
      page,
      clockAt,
    }) => {
      const block = await open(page, `${site.origin}/${lang}/investors`)
      await expect(block).toHaveCount(1)
      const asOf = await shownAsOf(block, site, clockAt)
      const expected = expectedBlock(lang, asOf, true)
      await expectFigures(block, expected, lang)
      await expect(block.getByText(text(lang, 'demoNote'))).toBeVisible()

      // The chart: an image whose name gives the year's figures, drawn without script.
      const chart = expected.chart!
      const image = block.getByRole('img', {
        name: text(lang, 'chart.label', {
          symbol: SYMBOL,
          from: chart.first.dateLabel,
          to: chart.last.dateLabel,
          first: chart.first.priceLabel,
          last: chart.last.priceLabel,
          change: chart.changePercentLabel,
          high: chart.high.priceLabel,
          highDate: chart.high.dateLabel,
          low: chart.low.priceLabel,
          lowDate: chart.low.dateLabel,
        }),
      })
      await expect(image).toBeVisible()
      expect(await image.evaluate((svg) => svg.tagName)).toBe('svg')
      await expect(image.locator('path').last()).toHaveAttribute('d', chart.line)
      const summary = block.getByTestId('share-price-chart').locator('dl')
      await expect(summary).toContainText(chart.high.priceLabel)
      await expect(summary).toContainText(chart.low.priceLabel)
      await expect(summary).toContainText(chart.changePercentLabel)
      const box = await image.boundingBox()
      expect(box!.width).toBeGreaterThan(200)
      expect(box!.height).toBeGreaterThan(100)
    })

    test(`${lang}: the home page's investor section shows the same quote, without a chart`, async ({
      page,
      clockAt,
    }) => {
      const block = await open(page, `${site.origin}/${lang}/home`)
      await expect(block).toHaveCount(1)
      const asOf = await shownAsOf(block, site, clockAt)
      await expectFigures(block, expectedBlock(lang, asOf, false), lang)
      await expect(block.getByRole('img')).toHaveCount(0)
    })
  }

  for (const lang of LANGS) {
    test(`${lang}: the investment calculator offers the last price as today's price`, async ({
      page,
    }) => {
      await page.goto(`${site.origin}/${lang}/investors/investment-calculator`)
      // The calculator keeps a quote a minute, and during a session the quote moves each minute:
      // any quote of the last few minutes at the site's clock will do.
      const now = site.now()
      const offers = [0, 1, 2, 3].map((minutes) => {
        const quote = quoteAt(SYMBOL, now - minutes * 60_000)!
        const block = toSharePrice(quote, null, { symbol: SYMBOL, exchangeUrl: '' }, lang)
        return { quote, lastLabel: block.status === 'ok' ? block.lastLabel : '' }
      })
      const form = JSON.parse(
        readFileSync(`public/locales/${lang}/investmentCalculator.json`, 'utf8'),
      ) as { form: { sell: { lastPrice: string; useLastPrice: string } } }
      const shown = await page.getByText(form.form.sell.lastPrice.split('{{')[0]!).textContent()
      const offer = offers.find(({ lastLabel }) => shown?.includes(lastLabel))
      expect(offer, `${shown} is one of ${offers.map((o) => o.lastLabel).join(', ')}`).toBeDefined()
      await page.getByRole('button', { name: form.form.sell.useLastPrice }).click()
      await expect(page.locator('input[name="sell"]')).toHaveValue(offer!.quote.last.toFixed(2))
    })
  }

  test('with the core service down the pages still render and say the quote is unavailable; back up, the figures return', async ({
    page,
    playwright,
  }) => {
    // Four renders, each waiting out the market-data timeout, twice.
    test.setTimeout(120_000)
    const core = site.pidOf('core service')
    expect(core).toBeDefined()
    const request = await playwright.request.newContext({ baseURL: site.origin })
    // Stopped, not killed: the launcher would start a killed one again at once. Its port still
    // takes connections, which no answer follows: the site's timeout decides.
    process.kill(core!, 'SIGSTOP')
    try {
      await signedWebhook(site, request)
      for (const lang of LANGS) {
        for (const path of [`/${lang}/investors`, `/${lang}/home`]) {
          const block = await open(page, `${site.origin}${path}`)
          await expect(block.getByText(text(lang, 'unavailable'))).toBeVisible()
          await expect(block.getByTestId('share-price-last')).toHaveCount(0)
          await expect(block.getByText(text(lang, 'demo'), { exact: true })).toHaveCount(0)
          await expect(
            block.getByRole('link', { name: text(lang, 'exchangeLink', { symbol: SYMBOL }) }),
          ).toHaveAttribute('href', exchangeUrl(lang))
          // The rest of the page is there.
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        }
      }
    } finally {
      process.kill(core!, 'SIGCONT')
    }
    await signedWebhook(site, request)
    await request.dispose()
    const block = await open(page, `${site.origin}/en/investors`)
    await expect(block.getByTestId('share-price-last')).toBeVisible()
  })
})
