import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRouter } from 'next/router'
import { useEnquiries } from '@/lib/admin/adminQueries'
import type { AdminEnquiry, EnquiryPage } from '@/lib/admin/types'
import { mockRouter } from '@/lib/testing/mockRouter'
import { renderInConsole } from '@/lib/testing/render'
import { EnquiriesView } from './EnquiriesView'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))
jest.mock('@/lib/admin/adminQueries', () => ({ useEnquiries: jest.fn() }))

const ENQUIRY: AdminEnquiry = {
  id: 'e0a1e000-0000-4000-8000-000000000002',
  receivedAt: '2026-11-20T01:00:00.000Z',
  lang: 'en',
  topic: 'media',
  name: 'Hannah Clarke',
  email: 'hannah.clarke@example.org',
  phone: null,
  company: null,
  message: 'An interview, please.',
  product: null,
  status: 'new',
  updatedAt: '2026-11-20T01:01:00.000Z',
  isExample: true,
  history: [],
}

function answer(page: Partial<EnquiryPage>, refetch = jest.fn()) {
  const data: EnquiryPage = {
    items: [],
    total: 0,
    page: 1,
    pageSize: 20,
    counts: { new: 0, in_progress: 0, closed: 0 },
    ...page,
  }
  jest.mocked(useEnquiries).mockReturnValue({
    data,
    isError: false,
    isPending: false,
    refetch,
  } as unknown as ReturnType<typeof useEnquiries>)
}

/** The list at `/admin/enquiries` with the URL's `query`; returns the router to check moves. */
function renderList(query: Record<string, string> = {}, lang: 'th' | 'en' = 'en') {
  const router = { ...mockRouter(lang, '/admin/enquiries'), query }
  jest.mocked(useRouter).mockReturnValue(router)
  renderInConsole(<EnquiriesView lang={lang} />, lang)
  return router
}

const empty = () => screen.getByTestId('enquiries-empty')

describe('EnquiriesView: an empty list says why', () => {
  it.each([
    ['en', 'No enquiries yet'],
    ['th', 'ยังไม่มีข้อความติดต่อ'],
  ] as const)(
    '%s: none at all, with no filter set, is "none yet" and offers nothing to clear',
    (lang, title) => {
      answer({})
      renderList({}, lang)
      expect(empty()).toHaveAttribute('data-empty', 'none')
      expect(empty()).toHaveTextContent(title)
      expect(within(empty()).queryByRole('button')).toBeNull()
    },
  )

  it.each([
    ['en', { status: 'closed' }, 'No enquiries match these filters', 'Clear filters'],
    ['th', { q: 'ไม่มีคำนี้' }, 'ไม่มีข้อความติดต่อที่ตรงกับตัวกรองนี้', 'ล้างตัวกรอง'],
  ] as const)(
    '%s: none matching a filter (%j) offers to clear the filters',
    async (lang, query, title, clear) => {
      answer({})
      const router = renderList(query, lang)
      expect(empty()).toHaveAttribute('data-empty', 'filtered')
      expect(empty()).toHaveTextContent(title)
      await userEvent.click(within(empty()).getByRole('button', { name: clear }))
      expect(router.push).toHaveBeenCalledWith(
        { pathname: '/admin/enquiries', query: {} },
        undefined,
        { shallow: true },
      )
    },
  )

  it('a page past the last one leads back to the first, keeping the filters', async () => {
    answer({ total: 3, page: 4, counts: { new: 3, in_progress: 0, closed: 0 } })
    const router = renderList({ status: 'new', page: '4' })
    expect(empty()).toHaveAttribute('data-empty', 'page')
    await userEvent.click(screen.getByRole('button', { name: 'Go to the first page' }))
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/admin/enquiries', query: { status: 'new' } },
      undefined,
      { shallow: true },
    )
  })
})

describe('EnquiriesView: the list', () => {
  it('marks an example enquiry as one, and refreshes with a button', async () => {
    const refetch = jest.fn()
    answer({ items: [ENQUIRY], total: 1, counts: { new: 1, in_progress: 0, closed: 0 } }, refetch)
    renderList()
    const row = screen.getByRole('link', { name: 'Hannah Clarke' }).closest('tr')!
    expect(within(row).getByTestId('example-badge')).toHaveTextContent('Example')
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(refetch).toHaveBeenCalled()
  })

  it('the search field is described by its hint, which says where it looks', () => {
    answer({})
    renderList()
    expect(screen.getByRole('searchbox', { name: 'Search enquiries' })).toHaveAccessibleDescription(
      'Looks in the name, e-mail, company, message and product.',
    )
  })
})
