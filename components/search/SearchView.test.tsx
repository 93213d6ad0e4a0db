import { Dialog } from '@chakra-ui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRouter } from 'next/router'
import { OverlayProvider } from '@/components/overlays/OverlayProvider'
import type { SearchHit, SearchResponse } from '@/lib/search/types'
import { mockRouter } from '@/lib/testing/mockRouter'
import { renderWithProviders } from '@/lib/testing/render'
import { SearchView } from './SearchView'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))

const hit = (id: string, kind: SearchHit['kind'], title: string, url: string): SearchHit => ({
  id,
  kind,
  url,
  title: { text: title, highlights: [[0, 4]] },
  context: null,
  snippet: { text: `${title} and more`, highlights: [] },
  thumbnail: null,
  date: kind === 'news' ? '2026-05-12' : null,
})

const PORK: SearchResponse = {
  query: 'pork',
  lang: 'en',
  total: 5,
  groups: [
    {
      kind: 'product',
      total: 4,
      hits: [
        hit('belly', 'product', 'Pork Belly', '/products/pork-belly'),
        hit('loin', 'product', 'Pork Loin', '/products/pork-loin'),
        // Text from the content is text: markup in it is shown, never run.
        hit('odd', 'product', 'Pork <b>bold</b>', '/products/odd'),
      ],
    },
    { kind: 'news', total: 1, hits: [hit('n', 'news', 'Pork prices', '/news/pork-prices')] },
  ],
}

function answer(status: number, body: unknown) {
  // What the request helper reads of an answer: its status and its text.
  return Promise.resolve({
    ok: status < 400,
    status,
    text: async () => JSON.stringify(body),
  } as Response)
}

function renderSearch() {
  const router = mockRouter('en', '/home')
  jest.mocked(useRouter).mockReturnValue(router)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // Inside the dialog it lives in (GlobalModal), which brings Chakra's runtime with it.
  renderWithProviders(
    <QueryClientProvider client={client}>
      <OverlayProvider>
        <Dialog.Root open>
          <Dialog.Content>
            <SearchView
              data={{ quickLinks: [{ label: 'Media center', href: '/corporate/news' }] }}
            />
          </Dialog.Content>
        </Dialog.Root>
      </OverlayProvider>
    </QueryClientProvider>,
  )
  return { router, field: screen.getByRole('combobox', { name: 'What are you looking for?' }) }
}

describe('SearchView', () => {
  const fetchMock = jest.fn()
  beforeEach(() => {
    fetchMock.mockReset()
    global.fetch = fetchMock
    // jsdom lays nothing out, so it has no scrolling either.
    Element.prototype.scrollIntoView = jest.fn()
  })

  it('has the focus in the search field when it opens, not on the close button before it', async () => {
    // The dialog's focus trap gives the focus only to elements it sees laid out, and jsdom lays
    // nothing out: every element gets a width here.
    const width = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100)
    try {
      const { field } = renderSearch()
      await waitFor(() => expect(field).toHaveFocus())
    } finally {
      width.mockRestore()
    }
  })

  it('shows the popular pages until something is typed', () => {
    renderSearch()
    expect(screen.getByRole('link', { name: 'Media center' })).toBeInTheDocument()
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('searches once typing pauses and shows results grouped by kind, marked', async () => {
    fetchMock.mockImplementation(() => answer(200, PORK))
    const { field } = renderSearch()
    await userEvent.type(field, 'pork')
    const listbox = await screen.findByRole('listbox', { name: 'Search results' })
    // One request for the whole word, after the pause.
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/search?q=pork&lang=en&limit=20')

    const groups = within(listbox).getAllByRole('group')
    expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toEqual([
      'site-search-group-product',
      'site-search-group-news',
    ])
    expect(screen.getByText('Products, 4 found')).toBeInTheDocument()
    const options = within(listbox).getAllByRole('option')
    expect(options).toHaveLength(4)
    expect(options[0]!.querySelector('mark')).toHaveTextContent('Pork')
    expect(options[2]).toHaveTextContent('Pork <b>bold</b>')
    expect(options[2]!.querySelector('b')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('5 found for “pork” · showing the best 4')
  })

  it('moves the selection with the arrow keys and opens it with Enter', async () => {
    fetchMock.mockImplementation(() => answer(200, PORK))
    const { field, router } = renderSearch()
    await userEvent.type(field, 'pork')
    const options = await screen.findAllByRole('option')
    expect(options[0]).toHaveAttribute('aria-selected', 'true')
    expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id)

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}')
    // Past the last result the selection wraps to the first; up from the first, to the last.
    expect(options[0]).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowUp}')
    expect(options[3]).toHaveAttribute('aria-selected', 'true')
    expect(field).toHaveAttribute('aria-activedescendant', options[3]!.id)
    expect(field).toHaveFocus()

    await userEvent.keyboard('{Enter}')
    expect(router.push).toHaveBeenCalledWith('/news/pork-prices')
  })

  it('says when nothing was found', async () => {
    fetchMock.mockImplementation(() =>
      answer(200, { query: 'xyzzy', lang: 'en', total: 0, groups: [] }),
    )
    const { field } = renderSearch()
    await userEvent.type(field, 'xyzzy')
    expect(await screen.findByText('Nothing found for “xyzzy”.')).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-expanded', 'false')
    expect(field).not.toHaveAttribute('aria-activedescendant')
  })

  it('says when the search failed, and tries again on request', async () => {
    fetchMock.mockImplementation(() => answer(503, { message: 'down' }))
    const { field } = renderSearch()
    await userEvent.type(field, 'pork')
    // A failed server is asked once more (after a second) before the failure is shown.
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 })
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(
      screen.getByText(
        'Search is not available right now. The server could not answer the request (error 503). Please try again later.',
      ),
    ).toBeInTheDocument()
    fetchMock.mockImplementation(() => answer(200, PORK))
    await userEvent.click(retry)
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4))
  })
})
