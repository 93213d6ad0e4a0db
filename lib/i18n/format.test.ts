import {
  formatDateTime,
  formatBaht,
  formatDate,
  formatFileSize,
  formatDecimal,
  formatNumber,
  formatPercent,
  formatYear,
} from './format'

describe('formatDate', () => {
  it('counts Thai years in the Buddhist era and English ones in the Gregorian', () => {
    expect(formatDate('2026-05-12', 'th')).toBe('12 พฤษภาคม 2569')
    expect(formatDate('2026-05-12', 'en')).toBe('May 12, 2026')
  })

  it('keeps a calendar date on its day whatever the time zone', () => {
    expect(formatDate('2026-01-01', 'en', 'medium')).toBe('Jan 1, 2026')
  })

  it('shows timestamps in Bangkok time', () => {
    // 20:00 UTC on 31 December is already 1 January in Bangkok.
    expect(formatDate('2025-12-31T20:00:00Z', 'en', 'medium')).toBe('Jan 1, 2026')
  })

  it('returns nothing for a missing or broken date rather than "Invalid Date"', () => {
    expect(formatDate(null, 'en')).toBe('')
    expect(formatDate('not a date', 'th')).toBe('')
  })
})

describe('formatYear', () => {
  it('gives the year as each language counts it', () => {
    expect(formatYear(2026, 'en')).toBe('2026')
    expect(formatYear(2026, 'th')).toBe('2569')
  })
})

describe('numbers and money', () => {
  it('formats baht with at least two decimals', () => {
    expect(formatBaht(0.45, 'th')).toBe('฿0.45')
    expect(formatBaht(0.45, 'en')).toBe('THB\u00a00.45')
    expect(formatBaht(1.125, 'en')).toBe('THB\u00a01.125')
  })

  it('groups thousands and shows percentages with two decimals', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567')
    expect(formatPercent(12.5, 'en')).toBe('12.50%')
    expect(formatPercent(6.7, 'th', 1)).toBe('6.7%')
  })

  it('writes figures with the decimals asked for, in Thai as in English', () => {
    expect(formatDecimal(151860, 'th', 0, 2)).toBe('151,860')
    expect(formatDecimal(-12684.5, 'en', 0, 2)).toBe('-12,684.5')
    expect(formatDecimal(1.7, 'th', 2, 4)).toBe('1.70')
  })

  it('gives file sizes in the largest sensible unit', () => {
    expect(formatFileSize(800, 'en')).toBe('800 byte')
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB')
    expect(formatFileSize(2.5 * 1024 * 1024, 'en')).toBe('2.5 MB')
    expect(formatFileSize(2.5 * 1024 * 1024, 'th')).toMatch(/^2\.5 /)
  })
})

describe('formatDateTime', () => {
  it('shows the Bangkok time, in the Buddhist era on Thai pages', () => {
    expect(formatDateTime('2026-11-21T03:42:00Z', 'en')).toBe('Nov 21, 2026, 10:42 AM')
    expect(formatDateTime('2026-11-21T03:42:00Z', 'th')).toBe('21 พ.ย. 2569 10:42')
    expect(formatDateTime('not a date', 'th')).toBe('')
  })
})

describe('the fast paths that skip Intl give Intl’s answer', () => {
  const intl = { th: 'th-TH', en: 'en-US' } as const

  it('for whole numbers', () => {
    const values = [
      0,
      7,
      -7,
      999,
      1000,
      -1000,
      12345,
      1234567,
      -9876543210,
      Number.MAX_SAFE_INTEGER,
    ]
    for (const lang of ['th', 'en'] as const) {
      for (const value of values) {
        expect(formatNumber(value, lang)).toBe(new Intl.NumberFormat(intl[lang]).format(value))
      }
    }
  })

  it('for years, Buddhist era on Thai pages', () => {
    for (const lang of ['th', 'en'] as const) {
      for (let year = 1900; year <= 2100; year += 7) {
        const viaIntl = new Intl.DateTimeFormat(intl[lang], { year: 'numeric', timeZone: 'UTC' })
          .formatToParts(new Date(Date.UTC(year, 6, 1)))
          .find((part) => part.type === 'year')?.value
        expect(formatYear(year, lang)).toBe(viaIntl)
      }
    }
  })
})
