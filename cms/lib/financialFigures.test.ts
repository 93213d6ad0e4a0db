import { dividendProblem, equityProblem, FINANCIAL_FIGURES } from './financialFigures'

describe('the financial figures and their checks', () => {
  it('are the nine figures of the spec, revenue and the balance sheet totals never negative', () => {
    expect(FINANCIAL_FIGURES.map((figure) => figure.key)).toEqual([
      'revenue',
      'grossProfit',
      'ebitda',
      'netProfit',
      'eps',
      'totalAssets',
      'totalLiabilities',
      'equity',
      'dividendPerShare',
    ])
    const neverNegative = FINANCIAL_FIGURES.filter((figure) => !figure.canBeNegative)
    expect(neverNegative.map((figure) => figure.key)).toEqual([
      'revenue',
      'totalAssets',
      'totalLiabilities',
      'dividendPerShare',
    ])
    expect(FINANCIAL_FIGURES.filter((figure) => figure.unit === 'thbPerShare')).toHaveLength(2)
  })

  it('accepts equity within rounding of assets minus liabilities', () => {
    expect(
      equityProblem({ totalAssets: 179_300, totalLiabilities: 75_356, equity: 103_944 }),
    ).toBeNull()
    expect(equityProblem({ totalAssets: 100, totalLiabilities: 40, equity: 61.5 })).toBeNull()
    expect(equityProblem({ totalAssets: 100, totalLiabilities: 40, equity: 58.5 })).toBeNull()
  })

  it('refuses equity further off, and names the figure it should be', () => {
    expect(equityProblem({ totalAssets: 100, totalLiabilities: 40, equity: 62 })).toMatch(
      /total assets minus total liabilities: 60 /,
    )
    expect(equityProblem({ totalAssets: 100, totalLiabilities: 140, equity: 0 })).toMatch(/: -40 /)
  })

  it('leaves a missing balance-sheet figure to the required rule', () => {
    expect(equityProblem({ totalAssets: 100, equity: 3 })).toBeNull()
  })

  it("compares the dividend per share with the year's dividends added up", () => {
    expect(dividendProblem(1.05, [0.4, 0.65])).toBeNull()
    expect(dividendProblem(0.8, [0.3, 0.5])).toBeNull()
    expect(dividendProblem(1, [0.4, 0.65])).toBe("The year's dividends add up to 1.05 THB a share")
    // No dividend documents yet (the final dividend is proposed later): nothing to compare.
    expect(dividendProblem(1.05, [])).toBeNull()
    expect(dividendProblem(undefined, [0.4])).toBeNull()
  })
})
