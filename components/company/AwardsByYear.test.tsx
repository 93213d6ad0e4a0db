import { screen, within } from '@testing-library/react'
import { useRouter } from 'next/router'
import type { Award } from '@/lib/content/company'
import { mockRouter } from '@/lib/testing/mockRouter'
import { renderWithProviders } from '@/lib/testing/render'
import { AwardsByYear } from './AwardsByYear'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))

const award = (id: string, year: number, title: string): Award => ({
  _id: id,
  year,
  title,
  issuer: 'Asia Pet Product Awards',
  description: null,
  image: null,
})

const years = [
  {
    year: 2025,
    items: [award('a', 2025, 'Best Natural Pet Treat'), award('b', 2025, 'Best Snack')],
  },
  { year: 2023, items: [award('c', 2023, 'Best Plant-Based Innovation')] },
]

describe('AwardsByYear', () => {
  it('heads each year (Buddhist era on Thai pages) over its awards and their issuers', () => {
    jest.mocked(useRouter).mockReturnValue(mockRouter('th', '/about/awards'))
    renderWithProviders(<AwardsByYear years={years} />, 'th')
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '2568',
      '2566',
    ])
    const newest = screen.getByRole('region', { name: '2568' })
    expect(
      within(newest)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Best Natural Pet Treat', 'Best Snack'])
    expect(within(newest).getAllByText('มอบโดย Asia Pet Product Awards')).toHaveLength(2)
  })

  it('keeps Gregorian years in English and says when there is nothing to show', () => {
    jest.mocked(useRouter).mockReturnValue(mockRouter('en', '/about/awards'))
    const { unmount } = renderWithProviders(<AwardsByYear years={years} />, 'en')
    expect(screen.getByRole('heading', { level: 2, name: '2025' })).toBeInTheDocument()
    unmount()
    renderWithProviders(<AwardsByYear years={[]} />, 'en')
    expect(screen.getByText('There are no awards to show yet.')).toBeInTheDocument()
  })
})
