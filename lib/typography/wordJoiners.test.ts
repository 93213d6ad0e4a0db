import { lineBreakDictionary } from './lineBreakUnits'
import { translationsWithWordJoiners, withWordJoiners, WORD_JOINER } from './wordJoiners'

const dictionary = lineBreakDictionary(['นายชัย ใจดี'], ['รับประทาน', 'ผู้ถือหุ้น'])

describe('word joiners inside Thai units', () => {
  it('joins a listed compound where ICU would break it, and nothing else', () => {
    expect(withWordJoiners('ควรรับประทานทันที', dictionary)).toBe(
      `ควร${['รับ', 'ประทาน'].join(WORD_JOINER)}ทันที`,
    )
    expect(withWordJoiners('ผู้ถือหุ้น', dictionary).split(WORD_JOINER)).toEqual(['ผู้', 'ถือ', 'หุ้น'])
    expect(withWordJoiners('อาหารไทย', dictionary)).toBe('อาหารไทย')
    expect(withWordJoiners('Shareholders', dictionary)).toBe('Shareholders')
  })

  it('loses no text: removing the joiners gives the text back', () => {
    const text = 'นายชัย ใจดี รับประทานกับผู้ถือหุ้น {{count}} คน'
    expect(withWordJoiners(text, dictionary).replaceAll(WORD_JOINER, '')).toBe(text)
  })

  it('joins the Thai interface strings only, keys and English untouched', () => {
    const props = {
      _nextI18Next: {
        initialI18nStore: {
          th: { admin: { meal: 'รับประทาน', nested: { list: ['ผู้ถือหุ้น'] } } },
          en: { admin: { meal: 'Eat', nested: { list: ['Shareholders'] } } },
        },
        initialLocale: 'th',
        ns: ['admin'],
        userConfig: null,
      },
    }
    const joined = translationsWithWordJoiners(props, dictionary)
    const th = joined._nextI18Next.initialI18nStore
      .th as typeof props._nextI18Next.initialI18nStore.th
    expect(th.admin.meal).toBe(`รับ${WORD_JOINER}ประทาน`)
    expect(th.admin.nested.list[0]).toContain(WORD_JOINER)
    expect(joined._nextI18Next.initialI18nStore.en).toBe(props._nextI18Next.initialI18nStore.en)
  })
})
