import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRouter } from 'next/router'
import type { DocumentYearPage } from '@/lib/investors/documentYearPage'
import type { InvestorDocument } from '@/lib/investors/investors'
import { mockRouter } from '@/lib/testing/mockRouter'
import { renderWithProviders } from '@/lib/testing/render'
import { DocumentYearBrowser } from './DocumentYearBrowser'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))
// Every year's label comes with the page: choosing a year formats nothing in the browser.
jest.mock('@/lib/i18n/format', () =>
  Object.fromEntries(
    Object.keys(jest.requireActual('@/lib/i18n/format')).map((name) => [
      name,
      () => {
        throw new Error(`${name} called while rendering: the loader formats investor figures`)
      },
    ]),
  ),
)

const PATH = '/investors/financial-statements'

type Lang = 'th' | 'en'

// What the loader labels: the publication date (the 14th of month quarter × 2) and the year.
const MONTHS: Record<Lang, Record<number, string>> = {
  en: { 2: 'Feb', 4: 'Apr', 8: 'Aug' },
  th: { 2: 'ก.พ.', 4: 'เม.ย.', 8: 'ส.ค.' },
}

function statement(lang: Lang, year: number, quarter: 1 | 2 | 4): InvestorDocument {
  const month = quarter * 2
  return {
    _id: `fs-${year}-q${quarter}`,
    title: `Statements Q${quarter} ${year}`,
    category: 'financial-statement',
    year,
    quarter,
    publishedAt: `${year}-0${month}-14`,
    publishedAtLabel:
      lang === 'en' ? `${MONTHS.en[month]} 14, ${year}` : `14 ${MONTHS.th[month]} ${year + 543}`,
    file: {
      url: `/api/cms-file/fs${year}${quarter}.pdf`,
      size: 6003,
      sizeLabel: '5.9 kB',
      mimeType: 'application/pdf',
      filename: `fs-${year}-q${quarter}.pdf`,
    },
  }
}

function list(lang: Lang, selectedYear: number | null = null): DocumentYearPage {
  return {
    selectedYear,
    years: [2025, 2024],
    yearLabels: lang === 'en' ? { 2025: '2025', 2024: '2024' } : { 2025: '2568', 2024: '2567' },
    documents: [statement(lang, 2025, 2), statement(lang, 2025, 1), statement(lang, 2024, 4)],
  }
}

function at(locale: Lang, query: Record<string, string> = {}, isReady = true) {
  const router = { ...mockRouter(locale, PATH), query, isReady }
  jest.mocked(useRouter).mockReturnValue(router)
  return router
}

function renderBrowser(lang: Lang = 'en', selectedYear: number | null = null) {
  return renderWithProviders(
    <DocumentYearBrowser {...list(lang, selectedYear)} grouping={{ by: 'quarter' }} />,
    lang,
  )
}

describe('DocumentYearBrowser', () => {
  it('shows the latest year by default, by quarter, with file rows', () => {
    at('en')
    renderBrowser()
    expect(screen.getByRole('combobox', { name: 'Fiscal year' })).toHaveValue('2025')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Fiscal year 2025')
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Quarter 2',
      'Quarter 1',
    ])
    const link = screen.getByRole('link', { name: /Statements Q2 2025/ })
    expect(link).toHaveAttribute('href', '/api/cms-file/fs20252.pdf')
    expect(link).toHaveAttribute('download', 'fs-2025-q2.pdf')
    const row = screen.getAllByTestId('investor-document')[0]!
    expect(within(row).getByText('Apr 14, 2025')).toHaveAttribute('datetime', '2025-04-14')
    expect(row).toHaveTextContent(/PDF\s*·\s*5\.9 kB/)
    expect(screen.getByTestId('document-summary')).toHaveTextContent('2 documents for 2025')
    expect(screen.getByTestId('document-notices')).toBeEmptyDOMElement()
  })

  it('follows ?year= once the router is ready', () => {
    at('en', { year: '2024' })
    renderBrowser()
    expect(screen.getAllByTestId('investor-document')).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Quarter 4 and full year')
  })

  it('shows the latest year before the router knows the query (the static HTML)', () => {
    at('en', { year: '2024' }, false)
    renderBrowser()
    expect(screen.getByRole('combobox')).toHaveValue('2025')
  })

  it('says so when the URL asks for a year without documents, and shows the latest', () => {
    at('en', { year: '1999' })
    renderBrowser()
    expect(
      within(screen.getByTestId('document-notices')).getByText(/latest year, 2025/),
    ).toBeVisible()
    expect(screen.getByRole('combobox')).toHaveValue('2025')
  })

  it('shows Buddhist-era years on Thai pages while the URL keeps the Gregorian year', async () => {
    const router = at('th')
    renderBrowser('th')
    const select = screen.getByRole('combobox', { name: 'ปีบัญชี' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2568', '2567'])
    await userEvent.selectOptions(select, '2024')
    expect(router.push).toHaveBeenCalledWith(
      { pathname: PATH, query: { year: '2024' } },
      undefined,
      { shallow: true, scroll: false },
    )
  })

  it('labels a year chosen without a reload from the labels the page came with', () => {
    at('th')
    const { rerender } = renderBrowser('th')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('ปีบัญชี 2568')
    // The shallow route change: the same page, now at ?year=2024.
    at('th', { year: '2024' })
    rerender(<DocumentYearBrowser {...list('th')} grouping={{ by: 'quarter' }} />)
    expect(screen.getByRole('combobox')).toHaveValue('2024')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('ปีบัญชี 2567')
    expect(screen.getByTestId('document-summary')).toHaveTextContent('เอกสารปี 2567 จำนวน 1 รายการ')
    const row = screen.getByTestId('investor-document')
    expect(within(row).getByText('14 ส.ค. 2567')).toHaveAttribute('datetime', '2024-08-14')
  })

  it('names the latest year in Thai when the URL asks for a year without documents', () => {
    at('th', { year: '2030' })
    renderBrowser('th')
    expect(screen.getByTestId('document-notices')).toHaveTextContent('(2568)')
  })

  it('links every year to its own address, the shown one marked', () => {
    at('th')
    renderBrowser('th')
    const years = within(screen.getByRole('navigation', { name: 'ปีบัญชีทั้งหมด' }))
    const links = years.getAllByRole('link')
    // The site's Link adds the language from Next's router context (none in this test).
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['2568', `${PATH}?year=2025`],
      ['2567', `${PATH}?year=2024`],
    ])
    expect(links[0]).toHaveAttribute('aria-current', 'true')
    expect(links[1]).not.toHaveAttribute('aria-current')
  })

  it("shows the year of a year's own address (its static page) before the router is ready", () => {
    at('en', {}, false)
    renderBrowser('en', 2024)
    expect(screen.getByRole('combobox')).toHaveValue('2024')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Fiscal year 2024')
    expect(screen.getByRole('link', { name: '2024' })).toHaveAttribute('aria-current', 'true')
  })

  it("on a year's own page, another year is a shallow change of the same route", async () => {
    const router = {
      ...mockRouter('en', `${PATH}?year=2024`, `${PATH}/[selection]`),
      query: { selection: 'year=2024', year: '2024' },
    }
    jest.mocked(useRouter).mockReturnValue(router)
    renderBrowser('en', 2024)
    await userEvent.selectOptions(screen.getByRole('combobox'), '2025')
    expect(router.push).toHaveBeenCalledWith(
      { pathname: `${PATH}/[selection]`, query: { year: '2025', selection: 'year=2024' } },
      { pathname: PATH, query: { year: '2025' } },
      { shallow: true, scroll: false },
    )
  })
})
