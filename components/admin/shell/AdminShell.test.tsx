import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Session } from 'next-auth'
import { SessionProvider } from 'next-auth/react'
import { useRouter } from 'next/router'
import type { SidebarItem } from '@/lib/admin/types'
import { mockRouter } from '@/lib/testing/mockRouter'
import { renderInConsole } from '@/lib/testing/render'
import { AdminPanel } from './AdminPanel'
import { AdminShell, type AdminShellProps } from './AdminShell'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))

const MENU: SidebarItem[] = [
  { id: 'dashboard', path: '/admin', label: { th: 'แดชบอร์ด', en: 'Dashboard' }, icon: 'dashboard' },
  {
    id: 'enquiries',
    path: '/admin/enquiries',
    label: { th: 'คำถามจากลูกค้า', en: 'Enquiries' },
    icon: 'inbox',
  },
  { id: 'bi', path: 'bi', label: { th: 'แดชบอร์ด BI', en: 'BI dashboard' }, icon: 'chart' },
  {
    id: 'playground',
    path: '/admin/playground',
    label: { th: 'สนามทดลอง', en: 'Playground' },
    icon: 'flask',
  },
]

const SESSION: Session = {
  expires: '2999-01-01T00:00:00.000Z',
  user: { name: 'Pimchanok Srisuk', email: 'admin@siamharvest.test' },
} as Session

function renderShell(
  props: Partial<AdminShellProps> = {},
  { lang = 'en', session = SESSION }: { lang?: 'th' | 'en'; session?: Session | null } = {},
) {
  jest.mocked(useRouter).mockReturnValue(mockRouter(lang, '/admin/enquiries?status=new'))
  return renderInConsole(
    <SessionProvider session={session} refetchOnWindowFocus={false}>
      <AdminShell
        title="Enquiries"
        lang={lang}
        menu={MENU}
        companyName="Siam Harvest Foods"
        user={{ name: 'Pimchanok Srisuk', email: 'admin@siamharvest.test' }}
        biDashboardUrl="https://bi.example.test/board"
        activePath="/admin/enquiries"
        {...props}
      >
        <AdminPanel title="Latest">content of the page</AdminPanel>
      </AdminShell>
    </SessionProvider>,
    lang,
  )
}

beforeEach(() => window.localStorage.clear())

// jsdom applies no media queries, so the parts shown from the admin `md` breakpoint up (the
// sidebar, Minimal's header links) stay `display: none` here: they are queried with `hidden`.
const hidden = { hidden: true }

describe('AdminShell', () => {
  it('frames the page: skip link, company, title, user, main content', () => {
    renderShell()
    const skip = screen.getByRole('link', { name: 'Skip to main content' })
    expect(skip).toHaveAttribute('href', '#admin-main')
    expect(screen.getByRole('main')).toHaveAttribute('id', 'admin-main')
    expect(screen.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeInTheDocument()
    expect(screen.getByTestId('admin-company-name')).toHaveTextContent('Siam Harvest Foods')
    const user = screen.getByTestId('admin-user')
    expect(user).toHaveTextContent('Pimchanok Srisuk')
    expect(user).toHaveTextContent('admin@siamharvest.test')
    expect(screen.getByRole('region', { name: 'Latest' })).toHaveTextContent('content of the page')
  })

  it('shows the session status from next-auth, in words and as an attribute', () => {
    renderShell()
    expect(screen.getByRole('status')).toHaveAttribute('data-session-status', 'authenticated')
    expect(screen.getByRole('status')).toHaveTextContent('Signed in')
  })

  it('says when there is no session', () => {
    renderShell({}, { lang: 'th', session: null })
    const status = screen.getByRole('status')
    expect(status).toHaveAttribute('data-session-status', 'unauthenticated')
    expect(status).toHaveTextContent('ยังไม่ได้เข้าสู่ระบบ')
  })

  it('lists the menu in the page language and marks the current page', () => {
    renderShell({}, { lang: 'th' })
    const nav = within(screen.getByTestId('admin-sidebar')).getByRole('navigation', {
      name: 'เมนูคอนโซล',
      ...hidden,
    })
    const links = within(nav).getAllByRole('link', hidden)
    expect(links.map((link) => link.textContent)).toEqual([
      'แดชบอร์ด',
      'คำถามจากลูกค้า',
      'แดชบอร์ด BI(เปิดในแท็บใหม่)',
      'สนามทดลอง',
    ])
    expect(within(nav).getByRole('link', { current: 'page', ...hidden })).toHaveTextContent(
      'คำถามจากลูกค้า',
    )
    expect(links[0]).toHaveAttribute('href', '/admin')
  })

  it('opens the BI dashboard in a new tab, and leaves it out when none is configured', () => {
    const { unmount } = renderShell()
    const sidebar = within(screen.getByTestId('admin-sidebar'))
    const bi = sidebar.getByRole('link', { name: /BI dashboard/, ...hidden })
    expect(bi).toHaveAttribute('href', 'https://bi.example.test/board')
    expect(bi).toHaveAttribute('target', '_blank')
    expect(bi).toHaveAttribute('rel', 'noopener noreferrer')
    unmount()

    renderShell({ biDashboardUrl: null })
    expect(
      within(screen.getByTestId('admin-sidebar')).queryByRole('link', {
        name: /BI dashboard/,
        ...hidden,
      }),
    ).toBeNull()
  })

  it('shows placeholders while the profile loads', () => {
    renderShell({ menu: undefined, companyName: undefined })
    const nav = within(screen.getByTestId('admin-sidebar')).getByRole('navigation', hidden)
    expect(nav).toHaveAttribute('aria-busy', 'true')
    expect(within(nav).queryAllByRole('link', hidden)).toHaveLength(0)
    expect(within(nav).getByText('Loading menu…')).toBeInTheDocument()
    expect(screen.getByTestId('admin-company-loading')).toHaveTextContent('Loading company…')
  })

  it('links to the same page in the other language and to the sign-out page', () => {
    renderShell()
    const other = screen.getByRole('link', { name: /Use the console in Thai/ })
    // Next adds the `/th` prefix from `locale` in the app; the test router has no locales.
    expect(other).toHaveAttribute('href', '/admin/enquiries?status=new')
    expect(other).toHaveAttribute('hreflang', 'th')
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/en/logout')
  })

  it('wears the stored layout and theme, as attributes and as the dark class', async () => {
    window.localStorage.setItem('layoutSetting', 'Retro')
    window.localStorage.setItem('theme', 'dark')
    renderShell()
    const root = screen.getByTestId('admin-shell')
    expect(root).toHaveAttribute('data-layout', 'Retro')
    expect(root).toHaveAttribute('data-theme', 'dark')
    expect(root).toHaveClass('dark')
    expect(root).not.toHaveClass('light')
  })

  it('Minimal has no sidebar: its links sit in the header', () => {
    window.localStorage.setItem('layoutSetting', 'Minimal')
    renderShell()
    expect(screen.queryByTestId('admin-sidebar')).toBeNull()
    const header = within(screen.getByTestId('admin-header'))
    expect(header.getByRole('link', { current: 'page', ...hidden })).toHaveTextContent('Enquiries')
  })

  it('a change in the settings drawer applies to the whole console at once', async () => {
    const user = userEvent.setup()
    renderShell()
    const root = screen.getByTestId('admin-shell')
    expect(root).toHaveAttribute('data-layout', 'Modern')
    await user.click(screen.getByRole('button', { name: 'Settings' }))
    const drawer = await screen.findByRole('dialog', { name: 'Settings' })
    await user.click(within(drawer).getByRole('radio', { name: /Staff/ }))
    await user.click(within(drawer).getByRole('radio', { name: /Dark/ }))
    expect(root).toHaveAttribute('data-layout', 'Staff')
    expect(root).toHaveAttribute('data-theme', 'dark')
    // The drawer is inside the root, so it is dark too.
    expect(root).toContainElement(drawer)
  })

  it('opens the menu in a drawer on small screens and closes it when an entry is followed', async () => {
    const user = userEvent.setup()
    renderShell()
    const button = screen.getByRole('button', { name: 'Open menu' })
    await user.click(button)
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    expect(within(drawer).getByRole('link', { current: 'page' })).toHaveTextContent('Enquiries')
    expect(drawer).toHaveTextContent('admin@siamharvest.test')
    const dashboard = within(drawer).getByRole('link', { name: 'Dashboard' })
    // Next's router is not mounted here, so keep jsdom from trying a real page load.
    dashboard.addEventListener('click', (event) => event.preventDefault())
    await act(async () => dashboard.click())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
