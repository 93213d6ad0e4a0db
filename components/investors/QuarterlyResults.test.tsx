import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '@/lib/testing/render'
import type { QuarterlyResults as Results } from '@/lib/investors/quarterlyResults'
import { QuarterlyResults } from './QuarterlyResults'

const results = (yearLabels: [string, string]): Results => ({
  columns: [
    { fiscalYear: 2025, quarter: 3, yearLabel: yearLabels[0] },
    { fiscalYear: 2026, quarter: 3, yearLabel: yearLabels[1] },
  ],
  rows: [
    {
      key: 'revenue',
      labels: ['38,360', '40,620'],
      change: {
        kind: 'percent',
        direction: 'up',
        percent: 5.9,
        percentLabel: '5.9%',
        previousYearLabel: '',
      },
    },
  ],
  comparedWith: { fiscalYear: 2025, quarter: 3, yearLabel: yearLabels[0] },
})

describe('QuarterlyResults', () => {
  it('names each quarter and says the latest change in words, in English', () => {
    renderWithProviders(<QuarterlyResults {...results(['2025', '2026'])} />)
    const table = screen.getByTestId('quarterly-results-table')
    expect(within(table).getByRole('columnheader', { name: 'Q3 2026' })).toBeInTheDocument()
    expect(
      within(table).getByRole('columnheader', { name: 'Change on Q3 2025' }),
    ).toBeInTheDocument()
    const row = within(table).getByRole('row', { name: /Revenue/ })
    expect(row).toHaveTextContent('40,620')
    expect(within(row).getByText('up 5.9% on Q3 2025')).toBeInTheDocument()
  })

  it('writes Thai quarters as ไตรมาส n/พ.ศ.', () => {
    renderWithProviders(<QuarterlyResults {...results(['2568', '2569'])} />, 'th')
    expect(screen.getByRole('columnheader', { name: 'ไตรมาส 3/2569' })).toBeInTheDocument()
    expect(screen.getByText(/เปลี่ยนแปลงจากไตรมาส 3\/2568/)).toBeInTheDocument()
  })
})
