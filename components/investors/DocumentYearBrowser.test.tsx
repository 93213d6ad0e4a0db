import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRouter } from 'next/router'
import type { InvestorDocument } from '@/lib/content/investors'
import { mockRouter } from '@/lib/testing/mockRouter'
import { renderWithProviders } from '@/lib/testing/render'
import { DocumentYearBrowser } from './DocumentYearBrowser'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))

const PATH = '/investors/financial-statements'

function statement(year: number, quarter: 1 | 2 | 3 | 4): InvestorDocument {
  return {
    _id: `fs-${year}-q${quarter}`,
    title: `Statements Q${quarter} ${year}`,
    category: 'financial-statement',
    year,
    quarter,
    publishedAt: `${year}-0${quarter * 2}-14`,
    file: {
      url: `/api/cms-file/fs${year}${quarter}.pdf`,
      size: 6003,
      mimeType: 'application/pdf',
      filename: `fs-${year}-q${quarter}.pdf`,
    },
  }
}

const documents = [statement(2025, 2), statement(2025, 1), statement(2024, 4)]
const years = [2025, 2024]

function at(locale: 'th' | 'en', query: Record<string, string> = {}, isReady = true) {
  const router = { ...mockRouter(locale, PATH), query, isReady }
  jest.mocked(useRouter).mockReturnValue(router)
  return router
}

function renderBrowser(lang: 'th' | 'en' = 'en') {
  return renderWithProviders(
    <DocumentYearBrowser years={years} documents={documents} grouping={{ by: 'quarter' }} />,
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
})
