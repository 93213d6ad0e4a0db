import { screen } from '@testing-library/react'
import type { Milestone, MilestonesPage } from '@/lib/company/company'
import { renderWithProviders } from '@/lib/testing/render'
import { MilestoneTimeline } from './MilestoneTimeline'

// The loader labels the years (lib/company/company.ts): rendering formats nothing, so the page
// builds no Intl formatter while it hydrates. A component that formatted would fail here.
jest.mock('@/lib/i18n/format', () => ({}))

const milestone = (id: string, year: number, title: string): Milestone => ({
  _id: id,
  year,
  title,
  description: `${title}.`,
  image: null,
})

const years: MilestonesPage['years'] = [
  {
    year: 1954,
    yearLabel: '2497',
    items: [milestone('a', 1954, 'ร้านไก่และไข่ที่ตลาดคลองเตย')],
  },
  {
    year: 1994,
    yearLabel: '2537',
    items: [
      milestone('b', 1994, 'จดทะเบียนในตลาดหลักทรัพย์ฯ'),
      milestone('c', 1994, 'โรงงานแปรรูปแห่งแรก'),
    ],
  },
]

describe('MilestoneTimeline', () => {
  it("shows each year's label over its milestones, the Gregorian year for machines", () => {
    renderWithProviders(<MilestoneTimeline years={years} />, 'th')
    const labels = screen.getAllByText(/^\d{4}$/)
    expect(labels.map((label) => label.textContent)).toEqual(['2497', '2537'])
    expect(labels.map((label) => label.tagName)).toEqual(['TIME', 'TIME'])
    expect(labels.map((label) => label.getAttribute('dateTime'))).toEqual(['1954', '1994'])
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'ร้านไก่และไข่ที่ตลาดคลองเตย',
      'จดทะเบียนในตลาดหลักทรัพย์ฯ',
      'โรงงานแปรรูปแห่งแรก',
    ])
  })

  it('says when there is nothing to show', () => {
    renderWithProviders(<MilestoneTimeline years={[]} />, 'en')
    expect(screen.getByText('Our timeline will be published here soon.')).toBeInTheDocument()
  })
})
