import { langFromAcceptLanguage } from './acceptLanguage'

describe('langFromAcceptLanguage', () => {
  it.each([
    [undefined, 'th'],
    ['', 'th'],
    ['en-US,en;q=0.9', 'en'],
    ['th-TH,th;q=0.9,en;q=0.8', 'th'],
    ['fr-FR,fr;q=0.9,en;q=0.5,th;q=0.4', 'en'],
    ['de, th;q=0.2, en;q=0', 'th'],
    ['EN-gb', 'en'],
    ['en;q=abc', 'th'],
  ])('%p → %s', (header, lang) => {
    expect(langFromAcceptLanguage(header)).toBe(lang)
  })
})
