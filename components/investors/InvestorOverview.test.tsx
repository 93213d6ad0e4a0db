import { screen, within } from '@testing-library/react'
import { useRouter } from 'next/router'
import type { ComponentProps } from 'react'
import type { InvestorDocument, Shareholder } from '@/lib/investors/investors'
import { INVESTOR_PAGES } from '@/lib/investors/pages'
import { mockRouter } from '@/lib/testing/mockRouter'
import { renderWithProviders } from '@/lib/testing/render'
import { InvestorOverview } from './InvestorOverview'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))
// The overview shows the labels its loader formatted: none is formatted again while rendering.
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

type Props = ComponentProps<typeof InvestorOverview>

const holder = (id: string, name: string, percentage: number): Shareholder => ({
  _id: id,
  name,
  shares: percentage * 1_000_000,
  percentage,
  percentageLabel: `${percentage.toFixed(2)}%`,
  asOf: '2026-03-15',
  sharesLabel: '',
})

const statement: InvestorDocument = {
  _id: 'fs-2026-q1',
  title: 'Financial statements Q1 2026',
  category: 'financial-statement',
  year: 2026,
  quarter: 1,
  publishedAt: '2026-05-14',
  publishedAtLabel: 'May 14, 2026',
  file: {
    url: '/api/cms-file/fs20261.pdf',
    size: 1_258_291,
    sizeLabel: '1.2 MB',
    mimeType: 'application/pdf',
    filename: 'fs-2026-q1.pdf',
  },
}

const overview: Props = {
  sections: [],
  irContacts: [
    {
      _id: 'contact-ir',
      name: 'Mrs. Kanthida Wongsawat',
      role: 'Head of Investor Relations',
      email: 'kanthida.w@siamharvest.example',
      phone: '+66 2 000 8850',
      languages: ['th', 'en'],
    },
  ],
  events: [
    {
      _id: 'e1',
      title: 'Q1 results',
      type: 'results',
      date: '2026-05-10',
      dateLabel: 'May 10, 2026',
      location: 'Bangkok',
    },
  ],
  latestDividend: {
    fiscalYear: 2025,
    fiscalYearLabel: '2025',
    type: 'annual',
    amountPerShare: 0.65,
    amountPerShareLabel: 'THB\u00a00.65',
    xdDate: '2026-05-06',
    xdDateLabel: 'May 6, 2026',
    recordDate: '2026-05-07',
    recordDateLabel: 'May 7, 2026',
    paymentDate: '2026-05-22',
    paymentDateLabel: 'May 22, 2026',
  },
  agm: {
    _id: 'e2',
    title: 'AGM 2026',
    type: 'agm',
    date: '2026-04-20',
    dateLabel: 'April 20, 2026',
    location: null,
  },
  latestDocuments: [statement],
  topShareholders: [holder('a', 'Holding Co.', 31), holder('b', 'Odd Data Co.', 140)],
  topShareholdersAsOfLabel: 'March 15, 2026',
  financialHeadlines: {
    yearLabel: '2025',
    figures: [
      {
        key: 'revenue',
        unit: 'thbMillion',
        value: {
          value: 151_860,
          label: '151,860',
          change: {
            kind: 'percent',
            direction: 'up',
            percent: 6.7,
            percentLabel: '6.7%',
            previousYearLabel: '2024',
          },
        },
      },
      {
        key: 'netProfit',
        unit: 'thbMillion',
        value: {
          value: -120,
          label: '-120',
          change: {
            kind: 'notMeaningful',
            direction: 'down',
            percentLabel: '',
            previousYearLabel: '2024',
          },
        },
      },
      {
        key: 'eps',
        unit: 'thbPerShare',
        value: {
          value: 1.74,
          label: '1.74',
          change: {
            kind: 'percent',
            direction: 'unchanged',
            percent: 0,
            percentLabel: '0.0%',
            previousYearLabel: '2024',
          },
        },
      },
    ],
  },
}

function renderOverview(props: Partial<Props> = {}) {
  jest.mocked(useRouter).mockReturnValue(mockRouter('en', '/investors'))
  return renderWithProviders(<InvestorOverview {...overview} {...props} />)
}

describe('InvestorOverview', () => {
  it('lists the coming events beside the latest dividend and the AGM', () => {
    renderOverview()
    const calendar = screen.getByTestId('ir-calendar')
    expect(within(calendar).getByRole('heading', { level: 2 })).toHaveTextContent('IR calendar')
    const event = within(calendar).getByRole('listitem')
    expect(event).toHaveTextContent('Results')
    expect(event).toHaveTextContent('Q1 results')
    expect(event).toHaveTextContent('Bangkok')
    expect(within(event).getByText('May 10, 2026')).toHaveAttribute('datetime', '2026-05-10')
    expect(
      within(event).getByRole('link', { name: 'Add to calendar: “Q1 results” (.ics)' }),
    ).toHaveAttribute('href', '/api/ir-calendar/e1?lang=en')
    expect(
      within(calendar).getByRole('link', {
        name: 'Add all upcoming events to your calendar (.ics)',
      }),
    ).toHaveAttribute('href', '/api/ir-calendar?lang=en')
    const keyDates = screen.getByTestId('ir-key-dates')
    expect(keyDates).toHaveTextContent('Annual dividend for 2025')
    expect(
      within(keyDates)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['THB\u00a00.65', 'May 6, 2026', 'May 7, 2026', 'May 22, 2026'])
    expect(within(keyDates).getByText('May 22, 2026')).toHaveAttribute('datetime', '2026-05-22')
    expect(within(keyDates).getByText('April 20, 2026')).toHaveAttribute('datetime', '2026-04-20')
    expect(keyDates).toHaveTextContent('AGM 2026')
    expect(within(keyDates).getByRole('link', { name: 'Dividend history' })).toHaveAttribute(
      'href',
      '/investors/dividend',
    )
  })

  it('says when nothing is scheduled, and leaves out the key dates when there are none', () => {
    renderOverview({ events: [], latestDividend: null, agm: null })
    expect(screen.getByText('No events are scheduled at the moment.')).toBeVisible()
    expect(screen.queryByRole('link', { name: /calendar \(\.ics\)/ })).not.toBeInTheDocument()
    expect(screen.queryByTestId('ir-key-dates')).not.toBeInTheDocument()
  })

  it('names the investor-relations contact with e-mail and phone links', () => {
    renderOverview()
    const block = screen.getByRole('region', { name: 'Contact investor relations' })
    expect(within(block).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Mrs. Kanthida Wongsawat',
    )
    expect(block).toHaveTextContent('Head of Investor Relations')
    // By their text: jsdom's accessible name splits the address at ContactValue's <wbr>s.
    const [email, phone] = within(block).getAllByRole('link')
    expect(email).toHaveTextContent('kanthida.w@siamharvest.example')
    expect(email).toHaveAttribute('href', 'mailto:kanthida.w@siamharvest.example')
    expect(phone).toHaveTextContent('+66 2 000 8850')
    expect(phone).toHaveAttribute('href', 'tel:+6620008850')
  })

  it('leaves the contact block out when no investor-relations contact is published', () => {
    renderOverview({ irContacts: [] })
    expect(screen.queryByTestId('investor-contacts')).not.toBeInTheDocument()
  })

  it('lists the latest documents with their date and file size', () => {
    renderOverview()
    const row = within(screen.getByTestId('latest-documents')).getByTestId('investor-document')
    expect(row).toHaveTextContent('Financial statements')
    expect(within(row).getByText('May 14, 2026')).toHaveAttribute('datetime', '2026-05-14')
    expect(row).toHaveTextContent(/PDF\s*·\s*1\.2 MB/)
  })

  it('draws each stake to scale, never past the full bar', () => {
    renderOverview()
    const shareholders = screen.getByTestId('top-shareholders')
    expect(shareholders).toHaveTextContent('As of March 15, 2026')
    expect(
      within(shareholders)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Holding Co.31.00%', 'Odd Data Co.140.00%'])
    const bars = within(shareholders)
      .getAllByRole('listitem')
      .map((item) => item.querySelector<HTMLElement>('[aria-hidden="true"] > div')!.style.width)
    expect(bars).toEqual(['31%', '100%'])
    expect(
      within(shareholders).getByRole('link', { name: 'Shareholding structure' }),
    ).toHaveAttribute('href', '/investors/shareholders-structure')
  })

  it('leaves out the documents and shareholders blocks when they have nothing to show', () => {
    renderOverview({ latestDocuments: [], topShareholders: [] })
    expect(screen.queryByTestId('latest-documents')).not.toBeInTheDocument()
    expect(screen.queryByTestId('top-shareholders')).not.toBeInTheDocument()
  })

  it("headlines the latest year's figures with their change in words", () => {
    renderOverview()
    const headlines = screen.getByRole('region', { name: 'Results for 2025' })
    expect(
      within(headlines)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'Revenue (THB million)',
      'Net profit (THB million)',
      'Earnings per share (THB a share)',
    ])
    expect(headlines).toHaveTextContent('151,860')
    expect(within(headlines).getByText('up 6.7% on 2024')).toBeInTheDocument()
    expect(
      within(headlines).getByText('down on 2024, to a loss or to zero: no percentage'),
    ).toBeInTheDocument()
    expect(within(headlines).getByText('unchanged on 2024')).toBeInTheDocument()
    expect(
      within(headlines).getByRole('link', { name: 'All financial highlights' }),
    ).toHaveAttribute('href', '/investors/financial-highlights')
  })

  it('leaves out the headline figures when no year is published', () => {
    renderOverview({ financialHeadlines: null })
    expect(screen.queryByTestId('financial-headlines')).not.toBeInTheDocument()
  })

  it('links every page of the investor section', () => {
    renderOverview()
    const section = screen.getByRole('region', { name: 'Information for investors' })
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(INVESTOR_PAGES.map((page) => page.path))
  })
})
