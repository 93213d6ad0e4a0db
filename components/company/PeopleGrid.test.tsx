import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRouter } from 'next/router'
import type { Person } from '@/lib/company/company'
import { mockRouter } from '@/lib/testing/mockRouter'
import { renderWithProviders } from '@/lib/testing/render'
import { PeopleGrid } from './PeopleGrid'
import { formatDate } from '@/lib/i18n/format'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))

const person = (id: string, name: string, profile: string | null): Person => ({
  _id: id,
  slug: id,
  roles: ['executive'],
  officer: null,
  name,
  position: 'Chief Financial Officer',
  profile,
  appointedOn: '2019-01-01',
  // As the loader labels it for a Thai page (lib/company/company.ts).
  appointedOnLabel: formatDate('2019-01-01', 'th'),
  lineBreaks: { position: [], profile: [] },
  photo: {
    src: `/api/cms-image/${id}-400x400.webp`,
    width: 400,
    height: 400,
    alt: `Portrait of ${name}`,
    blurDataURL: null,
  },
})

const people = [
  person('piyanuch', 'Mrs. Piyanuch Kasemsuk', 'Mrs. Piyanuch looks after accounting and finance.'),
  person('nattapon', 'Mr. Nattapon Sakdee', null),
]

describe('PeopleGrid', () => {
  beforeEach(() => jest.mocked(useRouter).mockReturnValue(mockRouter('th', '/about/executives')))

  it('lists each person under their name, with a profile button only when there is a profile', () => {
    renderWithProviders(<PeopleGrid people={people} />, 'th')
    const items = screen.getAllByRole('listitem')
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Mrs. Piyanuch Kasemsuk', 'Mr. Nattapon Sakdee'])
    expect(
      within(items[0]!).getByRole('button', { name: 'อ่านประวัติ: Mrs. Piyanuch Kasemsuk' }),
    ).toHaveAttribute('aria-haspopup', 'dialog')
    expect(within(items[1]!).queryByRole('button')).toBeNull()
  })

  it('opens the profile in a dialog named after the person, dated in the Buddhist era', async () => {
    const user = userEvent.setup()
    renderWithProviders(<PeopleGrid people={people} />, 'th')
    await user.click(screen.getByRole('button', { name: /Piyanuch/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Mrs. Piyanuch Kasemsuk' })
    expect(
      within(dialog).getByText('Mrs. Piyanuch looks after accounting and finance.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByText('ได้รับแต่งตั้งเมื่อ 1 มกราคม 2562')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('closes the profile with its close button and gives the focus back to the opening button', async () => {
    const user = userEvent.setup()
    renderWithProviders(<PeopleGrid people={people} />, 'en')
    const opener = screen.getByRole('button', { name: 'Read profile: Mrs. Piyanuch Kasemsuk' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Mrs. Piyanuch Kasemsuk' })
    await user.click(within(dialog).getByRole('button', { name: 'Close profile' }))
    // The dialog's exit animation and focus return run on timers: a busy CI machine takes
    // longer than waitFor's default second (it failed once so in a full run).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5_000 })
    await waitFor(() => expect(opener).toHaveFocus(), { timeout: 5_000 })
  })

  it('says so when there is no one to show', () => {
    renderWithProviders(<PeopleGrid people={[]} />, 'en')
    expect(screen.getByText('There is no one to show here yet.')).toBeInTheDocument()
  })
})
