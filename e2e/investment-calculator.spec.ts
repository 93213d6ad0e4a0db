import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectInnerPage, expectNoSeriousA11yViolations } from './pageChecks'

// The investment calculator (/{lang}/investors/investment-calculator) without script, where the
// server answers the GET form, and with it, where the results follow the typing. Strings come
// from the translation files; the figures are the worked example of
// lib/investors/investmentCalculator.test.ts: 1,000 shares bought at 10.50 and sold at 12.00,
// commission 0.157 % with a 50-baht minimum.

type Lang = 'th' | 'en'
const PATH = '/investors/investment-calculator'

/** A string of our translation files: `text('en', 'results.profit')`. */
function text(lang: Lang, key: string): string {
  const file = JSON.parse(
    readFileSync(`public/locales/${lang}/investmentCalculator.json`, 'utf8'),
  ) as unknown
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file)
  if (typeof found !== 'string') throw new Error(`No ${lang} text investmentCalculator:${key}`)
  return found
}

const field = (page: Page, lang: Lang, name: string) =>
  page.getByRole('textbox', { name: text(lang, `form.${name}.label`), exact: true })

const form = (page: Page, lang: Lang) =>
  page.getByRole('form', { name: text(lang, 'form.heading') })

/** The message tied to a field (aria-describedby), as a screen reader reads it with the field. */
async function messageOf(page: Page, lang: Lang, name: string): Promise<string> {
  const ids = (await field(page, lang, name).getAttribute('aria-describedby')) ?? ''
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  )
  return texts.join(' ')
}

/** Baht as the page writes them: ฿1,391.30 on Thai pages, THB 1,391.30 on English ones. */
const baht = (lang: Lang, amount: number) =>
  new Intl.NumberFormat(lang === 'th' ? 'th-TH' : 'en-US', {
    style: 'currency',
    currency: 'THB',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount)

async function expectWorkedExample(page: Page, lang: Lang) {
  const results = page.getByTestId('calculator-results')
  await expect(page.getByTestId('calculator-profit')).toHaveText(baht(lang, 1391.3))
  await expect(page.getByTestId('calculator-return')).toHaveText('13.18%')
  await expect(results).toContainText(baht(lang, 10554.3))
  await expect(results).toContainText(baht(lang, 11945.6))
  await expect(results).toContainText(baht(lang, 108.7))
  // The buy side's VAT and the sell side's: 3.55 and 3.56.
  const vatRow = page.getByTestId('calculator-breakdown').getByRole('row').nth(6)
  await expect(vatRow.getByRole('cell')).toHaveText([baht(lang, 3.55), baht(lang, 3.56)])
}

for (const lang of ['en', 'th'] as const) {
  test.describe(`without script (${lang})`, () => {
    test.use({ javaScriptEnabled: false })

    test('the server answers the form, and a wrong field with a 400 and its message', async ({
      page,
    }) => {
      await expectInnerPage(page, {
        path: PATH,
        lang,
        title: text(lang, 'title'),
        heading: text(lang, 'title'),
      })
      await expect(page.getByTestId('calculator-results')).toContainText(
        text(lang, 'results.start'),
      )
      await expect(field(page, lang, 'commission')).toHaveValue('0.157')
      await expect(field(page, lang, 'minCommission')).toHaveValue('50')

      await field(page, lang, 'shares').fill('1,000')
      await field(page, lang, 'buy').fill('10.50')
      await field(page, lang, 'sell').fill('12.00')
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.request().isNavigationRequest()),
        page.getByRole('button', { name: text(lang, 'form.submit') }).click(),
      ])
      expect(answer.status()).toBe(200)
      expect(answer.headers()['cache-control']).toContain('s-maxage')
      const address = new URL(page.url())
      expect(address.pathname).toBe(`/${lang}${PATH}`)
      expect(Object.fromEntries(address.searchParams)).toEqual({
        shares: '1,000',
        buy: '10.50',
        sell: '12.00',
        commission: '0.157',
        minCommission: '50',
      })
      await expectWorkedExample(page, lang)
      await expect(field(page, lang, 'shares')).toHaveValue('1,000')

      // An address with the trade alone: the default commission and minimum.
      const short = await page.goto(`/${lang}${PATH}?shares=1000&buy=10.50&sell=12`)
      expect(short?.status()).toBe(200)
      await expectWorkedExample(page, lang)

      // A shared address with mistakes: the form again, each message tied to its field.
      const response = await page.goto(
        `/${lang}${PATH}?shares=10.5&buy=&sell=abc&commission=9&minCommission=50.001`,
      )
      expect(response?.status()).toBe(400)
      await expect(form(page, lang).getByRole('alert')).toHaveText(text(lang, 'errors.summary'))
      expect(await messageOf(page, lang, 'shares')).toContain(text(lang, 'errors.shares.notWhole'))
      expect(await messageOf(page, lang, 'buy')).toContain(text(lang, 'errors.buy.required'))
      expect(await messageOf(page, lang, 'sell')).toContain(text(lang, 'errors.sell.notNumber'))
      expect(await messageOf(page, lang, 'commission')).toContain(
        text(lang, 'errors.commission.tooLarge').replace('{{max}}', '5'),
      )
      expect(await messageOf(page, lang, 'minCommission')).toContain(
        text(lang, 'errors.minCommission.tooManyDecimals'),
      )
      await expect(field(page, lang, 'shares')).toHaveAttribute('aria-invalid', 'true')
      await expect(field(page, lang, 'sell')).toHaveValue('abc')
      await expect(page.getByTestId('calculator-results')).toContainText(
        text(lang, 'results.invalid'),
      )
    })
  })

  test(`with script (${lang}): the results follow the typing, the address too`, async ({
    page,
  }) => {
    await page.goto(`/${lang}${PATH}`)
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url())
    })
    await expect(page.getByText(text(lang, 'form.live'))).toBeVisible()
    // The sell price may start at the share's last price (when the site has a quote): cleared.
    for (const [name, typed] of [
      ['shares', '1000'],
      ['buy', '10.5'],
      ['sell', '12'],
    ] as const) {
      await field(page, lang, name).clear()
      await field(page, lang, name).pressSequentially(typed)
    }
    await expectWorkedExample(page, lang)
    await expect(page).toHaveURL(
      `/${lang}${PATH}?shares=1000&buy=10.5&sell=12&commission=0.157&minCommission=50`,
    )

    // A loss, as soon as the price changes.
    await field(page, lang, 'sell').fill('9')
    await expect(page.getByTestId('calculator-results')).toContainText(text(lang, 'results.loss'))
    await expect(page.getByTestId('calculator-return')).toHaveText('-15.24%')

    // A wrong value: its message once the field is left, and no results meanwhile.
    await field(page, lang, 'shares').fill('0')
    await field(page, lang, 'buy').focus()
    expect(await messageOf(page, lang, 'shares')).toContain(text(lang, 'errors.shares.tooSmall'))
    await expect(page.getByTestId('calculator-results')).toContainText(
      text(lang, 'results.invalid'),
    )
    // Sending it with script shows the messages and goes to the field; the server is not asked.
    await page.getByRole('button', { name: text(lang, 'form.submit') }).click()
    await expect(field(page, lang, 'shares')).toBeFocused()
    await expect(form(page, lang).getByRole('alert')).toHaveText(text(lang, 'errors.summary'))
    expect(documents).toEqual([])
    // axe needs the page's script: judged here, with a message on the page.
    await expectNoSeriousA11yViolations(page)
  })
}
