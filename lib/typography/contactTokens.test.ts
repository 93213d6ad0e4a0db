import { contactPieces } from './contactTokens'

describe('contactPieces', () => {
  it("finds the privacy notice's e-mail address and phone number in Thai and English", () => {
    expect(contactPieces('อีเมล dpo@siamharvest.example โทรศัพท์ +66 2 000 8800 ในวันทำการ')).toEqual([
      { text: 'อีเมล ' },
      { text: 'dpo@siamharvest.example', kind: 'email' },
      { text: ' โทรศัพท์ ' },
      { text: '+66 2 000 8800', kind: 'phone' },
      { text: ' ในวันทำการ' },
    ])
    expect(contactPieces('Email dpo@siamharvest.example, phone +66 2 000 8800.')).toEqual([
      { text: 'Email ' },
      { text: 'dpo@siamharvest.example', kind: 'email' },
      { text: ', phone ' },
      { text: '+66 2 000 8800', kind: 'phone' },
      { text: '.' },
    ])
  })

  it('takes Thai-style numbers and written-out web addresses, not the full stop after them', () => {
    expect(contactPieces('call 02-000-8800 or see https://www.siamharvest.example/ir.')).toEqual([
      { text: 'call ' },
      { text: '02-000-8800', kind: 'phone' },
      { text: ' or see ' },
      { text: 'https://www.siamharvest.example/ir', kind: 'web' },
      { text: '.' },
    ])
  })

  it('leaves years, postcodes, amounts and plain text alone', () => {
    for (const text of [
      'Bangkok 10110, Thailand',
      'revenue of 48,250 million baht in 2025 and 2024',
      'ปี 2568 เทียบกับ 2567',
      'no contact here',
    ]) {
      expect(contactPieces(text)).toEqual([{ text }])
    }
  })
})
