import { dropNullLangMarkers } from './fallbackLang'

describe('dropNullLangMarkers', () => {
  it('leaves out the markers of texts in the page’s language and keeps the others', () => {
    expect(
      dropNullLangMarkers({ name: 'Rice', nameLang: null, summary: 'ข้าว', summaryLang: 'th' }),
    ).toEqual({ name: 'Rice', summary: 'ข้าว', summaryLang: 'th' })
  })

  it('keeps fields that only end like a marker but are not null', () => {
    expect(dropNullLangMarkers({ homeLang: 'en', other: null })).toEqual({
      homeLang: 'en',
      other: null,
    })
  })
})
