import { langFromPath, toLang } from './lang'

describe('langFromPath', () => {
  it.each([
    ['/en/home', 'en'],
    ['/en', 'en'],
    ['/en?x=1', 'en'],
    ['en/about', 'en'],
    ['/th/home', 'th'],
    ['/', 'th'],
    ['', 'th'],
    ['/fr/home', 'th'],
    ['/english/home', 'th'],
    ['/home/en', 'th'],
    ['/EN/home', 'th'],
  ])('%s is %s', (path, lang) => {
    expect(langFromPath(path)).toBe(lang)
  })
})

describe('toLang', () => {
  it('reads Next locales with the same rule', () => {
    expect(toLang('en')).toBe('en')
    expect(toLang('th')).toBe('th')
    expect(toLang('default')).toBe('th')
    expect(toLang(undefined)).toBe('th')
  })
})
