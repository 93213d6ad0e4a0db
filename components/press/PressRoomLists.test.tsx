import { screen, within } from '@testing-library/react'
import type { PressRoomPage } from '@/lib/press/pressRoom'
import { renderWithProviders } from '@/lib/testing/render'
import { PressRoomLists } from './PressRoomLists'

// The loader labels dates and years (lib/press/pressRoom.ts): rendering formats nothing.
jest.mock('@/lib/i18n/format', () => ({}))

const contact = (id: string, desk: string): PressRoomPage['mediaContacts'][number] => ({
  _id: id,
  name: `Name ${id}`,
  role: `Role ${desk}`,
  email: `${id}@siamharvest.example`,
  phone: '+66 2 000 8831',
  languages: ['th', 'en'],
})

function room(lang: 'th' | 'en'): PressRoomPage {
  const year = (gregorian: number) => String(lang === 'th' ? gregorian + 543 : gregorian)
  return {
    mediaContacts: [contact('media-a', 'media'), contact('media-b', 'media')],
    investorContacts: [contact('ir', 'investor')],
    latestPressReleases: [
      {
        slug: 'newest',
        title: 'Newest release',
        publishedAt: '2026-11-20T03:00:00Z',
        publishedAtLabel: 'label-newest',
      },
      {
        slug: 'older',
        title: 'Older release',
        publishedAt: '2026-10-01T03:00:00Z',
        publishedAtLabel: 'label-older',
      },
    ],
    archiveYears: [
      { year: 2026, yearLabel: year(2026), count: 12 },
      { year: 2025, yearLabel: year(2025), count: 1 },
    ],
  }
}

describe('PressRoomLists', () => {
  it('shows the desks, the releases newest first and the archive’s years as list links (en)', () => {
    renderWithProviders(<PressRoomLists {...room('en')} />, 'en')
    const media = screen.getByRole('region', { name: 'Media contacts' })
    expect(within(media).getAllByTestId('contact-person')).toHaveLength(2)
    const investor = screen.getByRole('region', { name: 'Investor relations' })
    expect(within(investor).getAllByTestId('contact-person')).toHaveLength(1)

    const releases = screen.getByRole('region', { name: 'Latest press releases' })
    const items = within(releases).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/news/newest',
      '/news/older',
    ])
    expect(within(items[0]!).getByText('label-newest')).toHaveAttribute(
      'datetime',
      '2026-11-20T03:00:00Z',
    )
    expect(within(releases).getByRole('link', { name: 'All press releases' })).toHaveAttribute(
      'href',
      '/corporate/news?category=press-release',
    )

    const archive = screen.getByRole('region', { name: 'News archive by year' })
    expect(
      within(archive)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['2026 (12 news items)', '/corporate/news?year=2026'],
      ['2025 (1 news item)', '/corporate/news?year=2025'],
    ])
  })

  it('labels the same in Thai, years in the Buddhist era and addresses in Gregorian (th)', () => {
    renderWithProviders(<PressRoomLists {...room('th')} />, 'th')
    expect(screen.getByRole('region', { name: 'ผู้ติดต่อสำหรับสื่อมวลชน' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'ข่าวประชาสัมพันธ์ล่าสุด' })).toBeInTheDocument()
    const archive = screen.getByRole('region', { name: 'คลังข่าวย้อนหลังรายปี' })
    expect(within(archive).getAllByRole('link')[0]).toHaveTextContent('2569 (12 ข่าว)')
    expect(within(archive).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/corporate/news?year=2026',
    )
  })

  it('says so when there is no press release, and leaves out empty desks and archive', () => {
    renderWithProviders(
      <PressRoomLists
        mediaContacts={[]}
        investorContacts={[]}
        latestPressReleases={[]}
        archiveYears={[]}
      />,
      'en',
    )
    expect(screen.getByText('There are no press releases yet.')).toBeInTheDocument()
    expect(screen.queryByTestId('contact-person')).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'News archive by year' })).not.toBeInTheDocument()
  })
})
