import {
  compactText,
  compactWithOrigin,
  foldText,
  foldTextWithOrigin,
  hasThai,
} from './textFolding'

describe('foldText', () => {
  it('folds case, Latin accents and compatibility forms', () => {
    expect(foldText('Café CRÈME Ｐｏｒｋ')).toBe('cafe creme pork')
    expect(foldText('İstanbul ﬁllet')).toBe('istanbul fillet')
  })

  it('turns punctuation and symbols into spaces', () => {
    expect(foldText('Omega-3, (10 pcs)!')).toBe('omega 3   10 pcs  ')
    expect(foldText('฿120')).toBe(' 120')
  })

  it('keeps Thai vowels and tone marks, which change the word', () => {
    expect(foldText('ไก่ ไข่ ใข')).toBe('ไก่ ไข่ ใข')
  })

  it('reads Thai digits as ASCII digits and SARA AM in one form', () => {
    expect(foldText('ปี ๒๕๖๘')).toBe('ปี 2568')
    // น + NIKHAHIT + SARA AA, as some keyboards type "น้ำ", is the one-character vowel.
    expect(foldText('น้\u0e4d\u0e32')).toBe('น้ำ')
  })

  it('drops characters that are invisible inside words', () => {
    expect(foldText('ซาลา\u200dเปา\u00ad')).toBe('ซาลาเปา')
  })
})

describe('foldTextWithOrigin', () => {
  it('knows the source range of every folded character', () => {
    const folded = foldTextWithOrigin('Ａb น\u0e4d\u0e32')
    expect(folded.text).toBe('ab นำ')
    expect(folded.starts).toEqual([0, 1, 2, 3, 4])
    expect(folded.ends).toEqual([1, 2, 3, 4, 6])
  })

  it('maps the compact text (no spaces) back to the source', () => {
    const source = 'BBQ Pork Buns'
    const compact = compactWithOrigin(foldTextWithOrigin(source))
    expect(compact.text).toBe('bbqporkbuns')
    expect(compact.text).toBe(compactText(foldText(source)))
    const at = compact.text.indexOf('pork')
    expect(source.slice(compact.starts[at], compact.ends[at + 3])).toBe('Pork')
  })
})

it('folds plain text (the fast path) to the same compact text as character by character', () => {
  for (const text of [
    'Thailand’s favourite krapao – 1.6–1.8 kg…',
    'ไก่สดทั้งตัวน้ำหนักประมาณ 1.6–1.8 กิโลกรัม',
    'Omega-3 (10 pcs) ไข่ไก่\u00a0เบอร์ 0',
  ]) {
    // A character outside the fast path's set (é) sends the same text down the slow path.
    const slow = compactWithOrigin(foldTextWithOrigin(`${text}é`)).text
    expect(compactText(foldText(text))).toBe(slow.slice(0, -1))
    expect(compactWithOrigin(foldTextWithOrigin(text)).text).toBe(slow.slice(0, -1))
  }
})

it('hasThai tells Thai text from the rest', () => {
  expect(hasThai('Krua ครัว')).toBe(true)
  expect(hasThai('Krua Harvest 2568')).toBe(false)
})
