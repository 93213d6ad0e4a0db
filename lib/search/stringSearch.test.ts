import { findText, hasText } from './stringSearch'

describe('findText', () => {
  it('finds what indexOf finds, Thai first letters included', () => {
    const text = 'ข้าวกะเพราไก่ ข้าวมันไก่ kitchen ข้าว'
    for (const pattern of ['ข้าว', 'กะเพรา', 'ไก่', 'kit', 'มันไก่', 'ข', 'xyz', 'าวก']) {
      for (const from of [0, 1, 5, 20]) {
        expect(findText(text, pattern, from)).toBe(text.indexOf(pattern, from))
      }
      expect(hasText(text, pattern)).toBe(text.includes(pattern))
    }
  })

  it('does not find a match that starts before `from`', () => {
    expect(findText('ข้าวข้าว', 'ข้าว', 1)).toBe(4)
    expect(findText('ข้าว', 'ข้าว', 1)).toBe(-1)
  })
})
