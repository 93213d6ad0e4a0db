import { documentPath } from './documentPath'

describe('documentPath', () => {
  it.each([
    [{ _type: 'product', slug: { current: 'chicken-breast' } }, '/products/chicken-breast'],
    [{ _type: 'news', slug: 'new-plant' }, '/news/new-plant'],
    [{ _type: 'businessLine', slug: { current: 'pet-food' } }, '/business/pet-food'],
    [{ _type: 'page', path: '/about/commitment' }, '/about/commitment'],
    [{ _type: 'dividend' }, '/investors/dividend'],
    [{ _type: 'siteSettings' }, '/home'],
    [{ _type: 'product', slug: null }, '/home'],
  ])('%o → %s', (doc, path) => {
    expect(documentPath(doc)).toBe(path)
  })
})
