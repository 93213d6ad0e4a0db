import { screen, within } from '@testing-library/react'
import { useRouter } from 'next/router'
import type { ComponentProps } from 'react'
import type { Shareholder } from '@/lib/content/investors'
import { INVESTOR_PAGES } from '@/lib/investors/pages'
import { mockRouter } from '@/lib/testing/mockRouter'
import { renderWithProviders } from '@/lib/testing/render'
import { InvestorOverview } from './InvestorOverview'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))

type Props = ComponentProps<typeof InvestorOverview>

const holder = (id: string, name: string, percentage: number): Shareholder => ({
  _id: id,
  name,
  shares: percentage * 1_000_000,
  percentage,
  asOf: '2026-03-15',
})

const overview: Props = {
  sections: [],
  events: [
    { _id: 'e1', title: 'Q1 results', type: 'results', date: '2026-05-10', location: 'Bangkok' },
  ],
  latestDividend: {
    fiscalYear: 2025,
    type: 'annual',
    amountPerShare: 0.65,
    xdDate: '2026-05-06',
    recordDate: '2026-05-07',
    paymentDate: '2026-05-22',
  },
  agm: { _id: 'e2', title: 'AGM 2026', type: 'agm', date: '2026-04-20', location: null },
  latestDocuments: [],
  topShareholders: [holder('a', 'Holding Co.', 31), holder('b', 'Odd Data Co.', 140)],
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
    const keyDates = screen.getByTestId('ir-key-dates')
    expect(keyDates).toHaveTextContent('Annual dividend for 2025')
    expect(keyDates).toHaveTextContent('AGM 2026')
    expect(within(keyDates).getByRole('link', { name: 'Dividend history' })).toHaveAttribute(
      'href',
      '/investors/dividend',
    )
  })

  it('says when nothing is scheduled, and leaves out the key dates when there are none', () => {
    renderOverview({ events: [], latestDividend: null, agm: null })
    expect(screen.getByText('No events are scheduled at the moment.')).toBeVisible()
    expect(screen.queryByTestId('ir-key-dates')).not.toBeInTheDocument()
  })

  it('draws each stake to scale, never past the full bar', () => {
    renderOverview()
    const shareholders = screen.getByTestId('top-shareholders')
    const bars = within(shareholders)
      .getAllByRole('listitem')
      .map((item) => item.querySelector<HTMLElement>('[aria-hidden="true"] > div')!.style.width)
    expect(bars).toEqual(['31%', '100%'])
    expect(
      within(shareholders).getByRole('link', { name: 'Shareholding structure' }),
    ).toHaveAttribute('href', '/investors/shareholders-structure')
  })

  it('leaves out the documents and shareholders blocks when they have nothing to show', () => {
    renderOverview({ topShareholders: [] })
    expect(screen.queryByTestId('latest-documents')).not.toBeInTheDocument()
    expect(screen.queryByTestId('top-shareholders')).not.toBeInTheDocument()
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
