/**
 * @jest-environment node
 */
import type { GetServerSidePropsContext } from 'next'
import type { ParsedUrlQuery } from 'node:querystring'
import type { SearchList, SearchListOptions } from './searchIndex'
import { createSearchPageProps, SEARCH_PAGE_CACHE_CONTROL } from './searchPageProps'
import { parseSearchPageQuery, searchPageHref } from './searchPageQuery'

// The search page's parameters: what is answered, what is a 400 with a message, what is cached.

const counts = { product: 23, page: 2, news: 1, document: 0 }

function fakeList(calls: SearchListOptions[]) {
  return async (_query: string, _lang: string, options: SearchListOptions): Promise<SearchList> => {
    calls.push(options)
    const total = options.kind ? counts[options.kind] : 26
    return { counts, total, hits: [] }
  }
}

async function render(query: ParsedUrlQuery, list = fakeList([]), locale = 'en') {
  const headers = new Map<string, string>()
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string) => headers.set(name, value),
  }
  const getProps = createSearchPageProps({ list, logError: () => {} })
  const result = await getProps({ locale, query, res } as unknown as GetServerSidePropsContext)
  if (!('props' in result)) throw new Error('expected props')
  return { status: res.statusCode, cache: headers.get('Cache-Control'), props: await result.props }
}

describe('search page parameters', () => {
  it('reads q, type and page, and writes them back in links', () => {
    expect(parseSearchPageQuery({ q: ' pork ', type: 'news', page: '3' })).toEqual({
      query: { q: 'pork', type: 'news', page: 3 },
    })
    expect(parseSearchPageQuery({})).toEqual({ query: { q: '', type: null, page: 1 } })
    expect(searchPageHref({ q: 'ไก่ ทอด', type: 'product', page: 2 })).toBe(
      '/search?q=%E0%B9%84%E0%B8%81%E0%B9%88+%E0%B8%97%E0%B8%AD%E0%B8%94&type=product&page=2',
    )
    expect(searchPageHref({ q: 'pork', type: null, page: 1 })).toBe('/search?q=pork')
  })

  it('asks the index for the page and type of the address, cached briefly by shared caches', async () => {
    const calls: SearchListOptions[] = []
    const { status, cache, props } = await render(
      { q: 'pork', type: 'product', page: '3' },
      fakeList(calls),
    )
    expect(calls).toEqual([{ kind: 'product', offset: 20, limit: 10 }])
    expect(status).toBe(200)
    expect(cache).toBe(SEARCH_PAGE_CACHE_CONTROL)
    expect(props.results).toMatchObject({ total: 23, pageCount: 3, counts })
    expect(props.problem).toBeNull()
  })

  it.each([
    [
      { q: 'pork', type: 'recipes' },
      { code: 'unknownType', value: 'recipes' },
    ],
    [
      { q: 'pork', page: '0' },
      { code: 'invalidPage', value: '0' },
    ],
    [
      { q: 'pork', page: 'two' },
      { code: 'invalidPage', value: 'two' },
    ],
    [
      { q: 'pork', page: '4' },
      { code: 'pageTooLarge', page: 4, pageCount: 3 },
    ],
    [
      { q: '', page: '2' },
      { code: 'pageTooLarge', page: 2, pageCount: 1 },
    ],
    [{ q: ['pork', 'beef'] }, { code: 'repeated', name: 'q' }],
    [{ q: 'x'.repeat(201) }, { code: 'queryTooLong', max: 200 }],
  ])('answers %j with 400, its problem, and no caching', async (query, problem) => {
    const { status, cache, props } = await render({ type: 'product', ...query })
    expect(status).toBe(400)
    expect(cache).toBe('no-store')
    expect(props.problem).toEqual(problem)
    expect(props.results).toBeNull()
  })

  it('keeps the typed query in the form when another parameter is wrong', async () => {
    const { props } = await render({ q: 'pork', type: 'recipes' })
    expect(props.formQuery).toBe('pork')
  })

  it('shows a failed search as unavailable, not as an error status, and never caches it', async () => {
    const failing = async (): Promise<SearchList> => {
      throw new Error('dataset unreadable')
    }
    const { status, cache, props } = await render({ q: 'pork' }, failing)
    expect(status).toBe(200)
    expect(cache).toBe('no-store')
    expect(props.isUnavailable).toBe(true)
  })

  it('has its translations and no results without a query; 404 for the pseudo locale', async () => {
    const { status, props } = await render({}, fakeList([]), 'th')
    expect(status).toBe(200)
    expect(props.results).toBeNull()
    expect(props).toHaveProperty(
      ['_nextI18Next', 'initialI18nStore', 'th', 'searchPage', 'title'],
      'ค้นหา',
    )
    const getProps = createSearchPageProps({ list: fakeList([]) })
    const context = {
      locale: 'default',
      query: {},
      res: {},
    } as unknown as GetServerSidePropsContext
    expect(await getProps(context)).toEqual({ notFound: true })
  })
})
