import * as site from '@/lib/i18n/format'
import { formatBaht, formatDate, formatFigure, formatPercent, formatYear } from './format'

// The PDFs print figures as the site's pages do; cms/ may not import lib/, so this holds them to it.
describe.each(['th', 'en'] as const)('the PDFs’ formats in %s', (lang) => {
  it('are the site’s', () => {
    expect(formatFigure(151_860, lang)).toBe(site.formatDecimal(151_860, lang, 0, 2))
    expect(formatFigure(1.74, lang)).toBe(site.formatDecimal(1.74, lang, 0, 2))
    expect(formatBaht(0.65, lang)).toBe(site.formatBaht(0.65, lang))
    expect(formatDate('2026-04-24', lang)).toBe(site.formatDate('2026-04-24', lang))
    expect(formatYear(2025, lang)).toBe(site.formatYear(2025, lang))
    expect(formatPercent(78.4, lang)).toBe(site.formatPercent(78.4, lang))
  })
})
