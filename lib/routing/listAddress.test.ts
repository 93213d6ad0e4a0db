import {
  canonicalListQuery,
  listSelectionPath,
  NO_SELECTION_SEGMENT,
  queryOfSegment,
  selectionSegment,
} from './listAddress'
import { segmentParams } from './selectionRoute'

const search = (text: string) => new URLSearchParams(text)

describe('list addresses and their static pages', () => {
  it('gives each page and filter of a list the path of its static page', () => {
    expect(listSelectionPath('/th/corporate/news', '?page=2&category=activity')).toBe(
      '/th/corporate/news/category=activity;page=2',
    )
    expect(
      listSelectionPath('/en/product-list', '?page=3&brand=b&category=z&category=a&country=jp'),
    ).toBe('/en/product-list/category=a,z;brand=b;country=JP;page=3')
    expect(listSelectionPath('/en/product-list', '?sort=name')).toBe('/en/product-list/sort=name')
  })

  it('leaves every other address to Next', () => {
    // No selection a static page could show: the list's own page answers.
    expect(listSelectionPath('/th/corporate/news', '')).toBeNull()
    expect(listSelectionPath('/th/corporate/news', '?page=1')).toBeNull()
    expect(listSelectionPath('/th/corporate/news', '?utm_source=mail')).toBeNull()
    expect(listSelectionPath('/th/product-list', '?sort=featured')).toBeNull()
    // Not a list, no language, or a list's deeper path.
    expect(listSelectionPath('/th/home', '?page=2')).toBeNull()
    expect(listSelectionPath('/corporate/news', '?page=2')).toBeNull()
    expect(listSelectionPath('/th/news/some-item', '?page=2')).toBeNull()
    expect(listSelectionPath('/th/product-list/page=2', '?page=2')).toBeNull()
  })

  it('sends a query with a value no selection has to the 404 of its route', () => {
    for (const query of [
      '?category=nonsense',
      '?page=0',
      '?page=x',
      '?page=2&page=3',
      '?category=activity&page=-1',
      '?year=25',
      '?year=2025x',
      '?year=2568&year=2025',
    ]) {
      expect(listSelectionPath('/th/corporate/news', query)).toBe(
        `/th/corporate/news/${NO_SELECTION_SEGMENT}`,
      )
    }
    for (const query of [
      '?brand=<b>',
      '?country=JPN',
      '?sort=cheapest',
      '?country=TH&country=JP',
    ]) {
      expect(listSelectionPath('/en/product-list', query)).toBe(
        `/en/product-list/${NO_SELECTION_SEGMENT}`,
      )
    }
    expect(queryOfSegment('products', NO_SELECTION_SEGMENT)).toBeNull()
    expect(queryOfSegment('news', NO_SELECTION_SEGMENT)).toBeNull()
    // Empty values are no choice at all.
    expect(listSelectionPath('/en/product-list', '?brand=&page=')).toBeNull()
  })

  it('keeps what a static page can show and leaves the rest for the page to report', () => {
    expect(
      canonicalListQuery('news', search('category=nonsense&page=x&page=2&utm_source=a')),
    ).toEqual({})
    expect(canonicalListQuery('news', search('category=investor&page=0'))).toEqual({
      category: ['investor'],
    })
    // A brand nobody has is the page's to report; a value no slug looks like is dropped.
    expect(
      canonicalListQuery('products', search('brand=no-such-brand&brand=<b>&brand=a&brand=a')),
    ).toEqual({ brand: ['a', 'no-such-brand'] })
    expect(canonicalListQuery('products', search('country=JPN&sort=cheapest'))).toEqual({})
  })

  it('reads a segment back only in its canonical form', () => {
    expect(queryOfSegment('products', 'category=a,z;brand=b;page=3')).toEqual({
      category: ['a', 'z'],
      brand: ['b'],
      page: ['3'],
    })
    for (const segment of [
      '',
      'page=1',
      'brand=b;category=a',
      'category=z,a',
      'page=2;page=3',
      'country=jp',
      'brand',
      'brand=a=b',
    ]) {
      expect(queryOfSegment('products', segment)).toBeNull()
    }
    expect(queryOfSegment('news', 'category=activity;page=2')).toEqual({
      category: ['activity'],
      page: ['2'],
    })
  })

  it('gives each investor document list a year of its own (?year=2024), and nothing else', () => {
    expect(listSelectionPath('/en/investors/financial-statements', '?year=2024')).toBe(
      '/en/investors/financial-statements/year=2024',
    )
    expect(listSelectionPath('/th/investors/report-56-1', '?year=2025&utm_source=x')).toBe(
      '/th/investors/report-56-1/year=2025',
    )
    expect(queryOfSegment('shareholdersMeeting', 'year=2023')).toEqual({ year: ['2023'] })
    // Not a year, or two: no page has it (the list's 404).
    for (const query of ['?year=abc', '?year=25', '?year=2568&year=2025', '?page=2&year=x']) {
      expect(listSelectionPath('/en/investors/financial-statements', query)).toBe(
        `/en/investors/financial-statements/${NO_SELECTION_SEGMENT}`,
      )
    }
    // The lists have no pages: a page number alone is no selection, and the list answers.
    expect(listSelectionPath('/en/investors/financial-statements', '?page=2')).toBeNull()
    expect(queryOfSegment('financialStatements', 'page=2')).toBeNull()
  })

  it('gives the news list a year between its category and its page', () => {
    expect(listSelectionPath('/en/corporate/news', '?page=2&year=2025&category=investor')).toBe(
      '/en/corporate/news/category=investor;year=2025;page=2',
    )
    expect(queryOfSegment('news', 'year=2025')).toEqual({ year: ['2025'] })
    // One address per selection: the parameters in another order are no selection's own.
    expect(queryOfSegment('news', 'year=2025;category=investor')).toBeNull()
    expect(queryOfSegment('news', 'year=abcd')).toBeNull()
  })

  it('writes the query of a selection back as the address a visitor uses', () => {
    const query = canonicalListQuery('products', search('category=z&category=a&page=2'))
    expect(selectionSegment('products', query)).toBe('category=a,z;page=2')
    expect(segmentParams('category=a,z;page=2')?.toString()).toBe('category=a&category=z&page=2')
  })

  it('leaves a selection too long for a file name to the browser', () => {
    const brands = Array.from({ length: 30 }, (_, index) => `brand=a-long-brand-name-${index}`)
    expect(listSelectionPath('/th/product-list', `?${brands.join('&')}`)).toBeNull()
  })
})
