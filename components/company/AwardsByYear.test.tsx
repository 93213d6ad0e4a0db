import { screen, within } from '@testing-library/react'
import type { Award, AwardsPage } from '@/lib/company/company'
import { renderWithProviders } from '@/lib/testing/render'
import { AwardsByYear } from './AwardsByYear'

// The loader labels the years (lib/company/company.ts): rendering formats nothing, so the page
// builds no Intl formatter while it hydrates. A component that formatted would fail here.
jest.mock('@/lib/i18n/format', () => ({}))

const award = (id: string, year: number, title: string): Award => ({
  _id: id,
  year,
  title,
  issuer: 'Asia Pet Product Awards',
  description: null,
  image: null,
})

/** Two years of awards, labelled as the loader labels them in `lang`. */
function awardYears(lang: 'th' | 'en'): AwardsPage['years'] {
  const label = (year: number) => String(lang === 'th' ? year + 543 : year)
  return [
    {
      year: 2025,
      yearLabel: label(2025),
      items: [award('a', 2025, 'Best Natural Pet Treat'), award('b', 2025, 'Best Snack')],
    },
    {
      year: 2023,
      yearLabel: label(2023),
      items: [award('c', 2023, 'Best Plant-Based Innovation')],
    },
  ]
}

describe('AwardsByYear', () => {
  it('heads each year (Buddhist era on Thai pages) over its awards and their issuers', () => {
    renderWithProviders(<AwardsByYear years={awardYears('th')} />, 'th')
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
    const { unmount } = renderWithProviders(<AwardsByYear years={awardYears('en')} />, 'en')
    expect(screen.getByRole('heading', { level: 2, name: '2025' })).toBeInTheDocument()
    unmount()
    renderWithProviders(<AwardsByYear years={[]} />, 'en')
    expect(screen.getByText('There are no awards to show yet.')).toBeInTheDocument()
  })
})
