import {
  EMPTY_SELECTION,
  activeFilterCount,
  isDefaultSelection,
  productListHref,
  selectionFromQuery,
  selectionKey,
  toggleFacetValue,
  withCountry,
  withPage,
  withSort,
  withoutFilters,
  type KnownFacetValues,
  type ProductListSelection,
} from './listSelection'

const known: KnownFacetValues = {
  line: ['fresh-meat', 'processed-food', 'pet-food'],
  category: ['chicken', 'duck', 'ready-meals'],
  brand: ['golden-farm', 'happy-paws', 'sunny-egg'],
  country: ['TH', 'JP', 'GB'],
}

const select = (partial: Partial<ProductListSelection>) => ({ ...EMPTY_SELECTION, ...partial })

describe('selectionFromQuery', () => {
  it('an empty query is the whole catalogue, featured first, page 1', () => {
    expect(selectionFromQuery({}, known)).toEqual({ selection: EMPTY_SELECTION, problems: [] })
  })

  it('reads the links the business and home pages make', () => {
    expect(
      selectionFromQuery({ line: 'fresh-meat', category: 'chicken' }, known).selection,
    ).toEqual(select({ line: ['fresh-meat'], category: ['chicken'] }))
    expect(selectionFromQuery({ brand: 'golden-farm' }, known).selection.brand).toEqual([
      'golden-farm',
    ])
  })

  it('takes several values of a facet, sorted and without repeats', () => {
    const { selection, problems } = selectionFromQuery(
      { brand: ['sunny-egg', 'golden-farm', 'sunny-egg'], line: ['pet-food', 'fresh-meat'] },
      known,
    )
    expect(selection.brand).toEqual(['golden-farm', 'sunny-egg'])
    expect(selection.line).toEqual(['fresh-meat', 'pet-food'])
    expect(problems).toEqual([])
  })

  it('reads country, sort and page', () => {
    expect(selectionFromQuery({ country: 'JP', sort: 'name', page: '3' }, known)).toEqual({
      selection: select({ country: 'JP', sort: 'name', page: 3 }),
      problems: [],
    })
    expect(selectionFromQuery({ country: 'jp' }, known).selection.country).toBe('JP')
  })

  it('leaves out unknown values and says which', () => {
    const { selection, problems } = selectionFromQuery(
      { line: ['fresh-meat', 'mining'], brand: 'toString', country: 'XX', category: '' },
      known,
    )
    expect(selection).toEqual(select({ line: ['fresh-meat'] }))
    expect(problems).toEqual([
      { type: 'unknownValue', facet: 'line', value: 'mining' },
      { type: 'unknownValue', facet: 'brand', value: 'toString' },
      { type: 'unknownValue', facet: 'country', value: 'XX' },
    ])
  })

  it('keeps the first of two countries', () => {
    const { selection, problems } = selectionFromQuery({ country: ['JP', 'GB', 'jp'] }, known)
    expect(selection.country).toBe('JP')
    expect(problems).toEqual([{ type: 'oneCountry', value: 'GB' }])
  })

  it.each([['cheapest'], [['name', 'newest']]])('a bad sort %p falls back to featured', (sort) => {
    const { selection, problems } = selectionFromQuery({ sort }, known)
    expect(selection.sort).toBe('featured')
    expect(problems).toEqual([{ type: 'invalidSort', value: String(sort) }])
  })

  it.each(['0', '-1', 'abc', '1.5', '2e1', ' 2', '02', '9999999'])(
    'page %p is invalid: the first page',
    (page) => {
      const { selection, problems } = selectionFromQuery({ page }, known)
      expect(selection.page).toBe(1)
      expect(problems).toEqual([{ type: 'invalidPage', value: page }])
    },
  )

  it('ignores parameters it does not know (a campaign tag)', () => {
    expect(selectionFromQuery({ utm_source: 'newsletter' }, known)).toEqual({
      selection: EMPTY_SELECTION,
      problems: [],
    })
  })
})

describe('addresses and keys', () => {
  it('leave the defaults out, so the plain list has the plain address', () => {
    expect(productListHref(EMPTY_SELECTION)).toEqual({ pathname: '/product-list', query: {} })
    expect(isDefaultSelection(EMPTY_SELECTION)).toBe(true)
    expect(selectionKey(EMPTY_SELECTION)).toBe('')
  })

  it('write one value as a string and several as a list', () => {
    const selection = select({
      line: ['fresh-meat'],
      brand: ['golden-farm', 'sunny-egg'],
      country: 'JP',
      sort: 'newest',
      page: 2,
    })
    expect(productListHref(selection).query).toEqual({
      line: 'fresh-meat',
      brand: ['golden-farm', 'sunny-egg'],
      country: 'JP',
      sort: 'newest',
      page: '2',
    })
    expect(selectionKey(selection)).toBe(
      'line=fresh-meat&brand=golden-farm&brand=sunny-egg&country=JP&sort=newest&page=2',
    )
  })

  it('round-trip through selectionFromQuery', () => {
    const selections = [
      select({ category: ['chicken', 'duck'], country: 'GB' }),
      select({ brand: ['happy-paws'], sort: 'name', page: 4 }),
      EMPTY_SELECTION,
    ]
    for (const selection of selections) {
      expect(selectionFromQuery(productListHref(selection).query, known)).toEqual({
        selection,
        problems: [],
      })
    }
  })

  it('give the same key to the same choice made in another order', () => {
    const a = toggleFacetValue(
      toggleFacetValue(EMPTY_SELECTION, 'brand', 'sunny-egg'),
      'brand',
      'golden-farm',
    )
    const b = toggleFacetValue(
      toggleFacetValue(EMPTY_SELECTION, 'brand', 'golden-farm'),
      'brand',
      'sunny-egg',
    )
    expect(selectionKey(a)).toBe(selectionKey(b))
  })
})

describe('changing the selection', () => {
  const paged = select({ line: ['fresh-meat'], country: 'JP', sort: 'name', page: 3 })

  it('a filter or sort change goes back to the first page', () => {
    expect(toggleFacetValue(paged, 'line', 'pet-food')).toMatchObject({
      line: ['fresh-meat', 'pet-food'],
      page: 1,
    })
    expect(toggleFacetValue(paged, 'line', 'fresh-meat')).toMatchObject({ line: [], page: 1 })
    expect(withCountry(paged, null)).toMatchObject({ country: null, page: 1 })
    expect(withSort(paged, 'newest')).toMatchObject({ sort: 'newest', page: 1 })
    expect(withPage(paged, 2)).toEqual({ ...paged, page: 2 })
  })

  it('clearing the filters keeps the sort', () => {
    expect(withoutFilters(paged)).toEqual(select({ sort: 'name' }))
    expect(activeFilterCount(paged)).toBe(2)
    expect(activeFilterCount(withoutFilters(paged))).toBe(0)
  })
})
