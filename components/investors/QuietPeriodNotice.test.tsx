import { screen, within } from '@testing-library/react'
import { useRouter } from 'next/router'
import { mockRouter } from '@/lib/testing/mockRouter'
import { renderWithProviders } from '@/lib/testing/render'
import { formatDate } from '@/lib/i18n/format'
import type { QuietPeriod } from '@/lib/investors/quietPeriod'
import { QuietPeriodNotice } from './QuietPeriodNotice'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))

// The period lib/investors/quietPeriod.ts computes for results on 25 February 2027, 14 days.
const period = (lang: 'th' | 'en'): QuietPeriod => ({
  start: '2027-02-11',
  end: '2027-02-25',
  announcementIds: ['results-fy2026'],
  startLabel: formatDate('2027-02-11', lang, 'medium'),
  lastDay: '2027-02-24',
  lastDayLabel: formatDate('2027-02-24', lang, 'medium'),
  endLabel: formatDate('2027-02-25', lang),
})

function renderOn(lang: 'th' | 'en', current: QuietPeriod | null) {
  jest.mocked(useRouter).mockReturnValue(mockRouter(lang, '/investors/dividend'))
  return renderWithProviders(<QuietPeriodNotice period={current} />, lang)
}

describe('QuietPeriodNotice', () => {
  it('is a region named by its heading, with the announcement day', async () => {
    renderOn('en', period('en'))
    // In the browser its text is fetched (staticContent): it comes a moment later.
    const region = await screen.findByRole('region', { name: 'Quiet period' })
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Quiet period')
    expect(region).toHaveTextContent(
      'We are in a quiet period until our results announcement on February 25, 2027.',
    )
  })

  it('says it in Thai with the Buddhist-era year', async () => {
    renderOn('th', period('th'))
    const region = await screen.findByRole('region', { name: 'ช่วงงดให้ข้อมูล (Quiet Period)' })
    expect(region).toHaveTextContent('ในวันที่ 25 กุมภาพันธ์ 2570')
  })

  it('is not there outside the quiet period', () => {
    const { container } = renderOn('en', null)
    expect(container).toBeEmptyDOMElement()
    expect(screen.queryByRole('region')).toBeNull()
  })
})
