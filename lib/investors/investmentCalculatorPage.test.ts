/**
 * @jest-environment node
 */
import type { GetServerSidePropsContext } from 'next'
import type { ParsedUrlQuery } from 'node:querystring'
import {
  CALCULATOR_CACHE_CONTROL,
  createCalculatorPageProps,
  type CalculatorPageDeps,
} from './investmentCalculatorPage'

// The calculator's server answer: what is a 400, what shared caches may keep, the last price.
// The page's shell is read from the bundled dataset, as the site does.

async function render(query: ParsedUrlQuery, deps?: CalculatorPageDeps, locale = 'en') {
  const headers = new Map<string, string>()
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string) => headers.set(name, value),
  }
  const getProps = createCalculatorPageProps(deps)
  const result = await getProps({ locale, query, res } as unknown as GetServerSidePropsContext)
  return { result, status: res.statusCode, cache: headers.get('Cache-Control') }
}

async function propsOf(query: ParsedUrlQuery, deps?: CalculatorPageDeps) {
  const { result, status, cache } = await render(query, deps)
  if (!('props' in result)) throw new Error('expected props')
  return { status, cache, props: await result.props }
}

describe('the investment calculator page', () => {
  it('the blank form: defaults, 200, cached briefly by shared caches', async () => {
    const { status, cache, props } = await propsOf({})
    expect(status).toBe(200)
    expect(cache).toBe(CALCULATOR_CACHE_CONTROL)
    expect(props.isSubmitted).toBe(false)
    expect(props.text).toEqual({
      shares: '',
      buy: '',
      sell: '',
      commission: '0.157',
      minCommission: '50',
    })
    expect(props.lastPrice).toBeNull()
    const translations = (props as { _nextI18Next?: { initialI18nStore: Record<string, object> } })
      ._nextI18Next
    expect(Object.keys(translations?.initialI18nStore.en ?? {})).toEqual([
      'common',
      'investmentCalculator',
      'quietPeriod',
    ])
  })

  it('a valid submission is answered 200 and may be cached', async () => {
    const { status, cache, props } = await propsOf({
      shares: '1000',
      buy: '10.50',
      sell: '12',
      commission: '0.157',
      minCommission: '50',
    })
    expect(status).toBe(200)
    expect(cache).toBe(CALCULATOR_CACHE_CONTROL)
    expect(props.isSubmitted).toBe(true)
  })

  it('a wrong or repeated field is the form again, 400, never stored', async () => {
    for (const query of [
      { shares: '1000', buy: '10.50', sell: 'twelve', commission: '0.157', minCommission: '50' },
      { shares: ['1', '2'], buy: '1', sell: '1', commission: '0', minCommission: '0' },
      { shares: '100' },
    ]) {
      const { status, cache, props } = await propsOf(query)
      expect(status).toBe(400)
      expect(cache).toBe('no-store')
      expect(props.isSubmitted).toBe(true)
    }
  })

  it('the pseudo locale has no page', async () => {
    const { result } = await render({}, undefined, 'default')
    expect(result).toEqual({ notFound: true })
  })

  it('offers the last price as the sell price until the visitor submits', async () => {
    const lastPrice = async () => ({ price: '11.20', asOf: '2026-11-27T09:30:00Z' })
    const blank = await propsOf({}, { lastPrice })
    expect(blank.props.text.sell).toBe('11.20')
    expect(blank.props.lastPrice).toEqual({ price: '11.20', asOf: '2026-11-27T09:30:00Z' })
    const submitted = await propsOf({ shares: '1', buy: '1', sell: '2' }, { lastPrice })
    expect(submitted.props.text.sell).toBe('2')
  })

  it('a failing or unusable last price is none: the page still answers', async () => {
    const failing = await propsOf({}, { lastPrice: async () => Promise.reject(new Error('down')) })
    expect(failing.status).toBe(200)
    expect(failing.props.lastPrice).toBeNull()
    const nonsense = await propsOf({}, { lastPrice: async () => ({ price: '-3', asOf: 'x' }) })
    expect(nonsense.props.lastPrice).toBeNull()
    expect(nonsense.props.text.sell).toBe('')
  })

  it('shows the quiet period as every investor page does', async () => {
    const quietPeriod = { current: null, periods: [], nextChangeAt: null }
    const { props } = await propsOf({}, { quietPeriod: async () => quietPeriod })
    expect(props.quietPeriod).toBe(quietPeriod)
  })
})
