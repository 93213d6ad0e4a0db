import type { FinancialStatementSpec } from '../pdf/types'
import { financialYears } from './financialYears'
import { investorDocuments } from './investorDocuments'

const statements = investorDocuments
  .map((document) => document.file.en)
  .filter((spec): spec is FinancialStatementSpec => spec.kind === 'financial-statement')

describe('the investor documents’ PDF specs', () => {
  it('give each document the same spec in Thai and in English', () => {
    for (const { file } of investorDocuments) {
      expect({ ...file.th, lang: 'en' }).toEqual(file.en)
    }
  })

  it.each(financialYears.filter((year) => year.fiscalYear >= 2023))(
    'end $fiscalYear’s statements at the figures the site publishes for the year',
    (year) => {
      const q4 = statements.find((spec) => spec.year === year.fiscalYear && spec.quarter === 4)!
      expect(q4.current.yearToDate).toMatchObject({
        revenue: year.revenue,
        grossProfit: year.grossProfit,
        ebitda: year.ebitda,
        netProfit: year.netProfit,
      })
      expect(q4.current.position).toMatchObject({
        totalAssets: year.totalAssets,
        totalLiabilities: year.totalLiabilities,
        equity: year.equity,
      })
    },
  )

  it('keep the quarters the company announced', () => {
    const q2 = (year: number) =>
      statements.find((spec) => spec.year === year && spec.quarter === 2)!.current
    expect(q2(2025).quarter).toMatchObject({ revenue: 37_420, netProfit: 3_310 })
    expect(q2(2025).yearToDate.netProfit).toBe(6_540)
    expect(q2(2026).quarter).toMatchObject({ revenue: 39_780, netProfit: 3_620 })
  })
})
