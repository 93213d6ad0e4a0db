import { brandCatalogueHref, categoryCatalogueHref, lineCatalogueHref } from './catalogueHref'

describe('catalogue links', () => {
  it('filter the product list by line, by line and category, and by brand', () => {
    expect(lineCatalogueHref('fresh-meat')).toBe('/product-list?line=fresh-meat')
    expect(categoryCatalogueHref('fresh-meat', 'chicken')).toBe(
      '/product-list?line=fresh-meat&category=chicken',
    )
    expect(brandCatalogueHref('golden-farm')).toBe('/product-list?brand=golden-farm')
  })

  it('encode what a query parameter cannot hold as it is', () => {
    expect(brandCatalogueHref('a&b c')).toBe('/product-list?brand=a%26b+c')
  })
})
