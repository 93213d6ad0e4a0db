import { balancedColumns, shortRowStarts } from './balancedGrid'

/**
 * CSS grid's auto-placement of `count` cards spanning two of `2c` tracks, the cards the rule
 * places starting on their line: the number of cards on each row and where each row starts.
 */
function layOut(count: number, c: number) {
  const rule = shortRowStarts(c)
  const remainder = count === 1 ? 0 : count % c
  const rows: { first: number; cards: number }[] = []
  let column = Infinity
  for (let index = 0; index < count; index++) {
    const fromEnd = count - index
    const start = rule.find(
      (placed) =>
        placed.fromEnd === fromEnd &&
        (placed.remainder === 0 ? count === 1 : placed.remainder === remainder),
    )?.line
    const wraps = start !== undefined ? start < column : column + 2 > 2 * c + 1
    if (wraps || rows.length === 0) rows.push({ first: start ?? 1, cards: 0 })
    column = start ?? (wraps || rows.at(-1)!.cards === 0 ? 1 : column)
    rows.at(-1)!.cards++
    column += 2
  }
  return rows
}

describe('the balanced grid', () => {
  it.each([3, 4])('never leaves one card on a last row at %i to a row', (c) => {
    for (let count = 2; count <= 14; count++) {
      const rows = layOut(count, c)
      expect(rows.at(-1)!.cards).toBeGreaterThan(1)
      expect(rows.every((row) => row.cards <= c)).toBe(true)
      expect(rows.reduce((sum, row) => sum + row.cards, 0)).toBe(count)
    }
  })

  it('lays nine out 4 3 2 at four to a row, and four 2 2 at three', () => {
    expect(layOut(9, 4).map((row) => row.cards)).toEqual([4, 3, 2])
    expect(layOut(4, 3).map((row) => row.cards)).toEqual([2, 2])
    expect(layOut(7, 3).map((row) => row.cards)).toEqual([3, 2, 2])
  })

  it('centres every short row: as many half-card tracks on its left as on its right', () => {
    for (const c of [2, 3, 4]) {
      for (let count = 1; count <= 14; count++) {
        for (const row of layOut(count, c)) {
          const left = row.first - 1
          const right = 2 * c - left - 2 * row.cards
          expect({ c, count, left }).toEqual({ c, count, left: right })
        }
      }
    }
  })

  it('applies each column count’s rule only within its widths', () => {
    const style = balancedColumns({ base: 1, md: 2, lg: 3, xl: 4 }) as Record<string, unknown>
    expect(style.gridTemplateColumns).toEqual({
      base: 'repeat(2, minmax(0, 1fr))',
      md: 'repeat(4, minmax(0, 1fr))',
      lg: 'repeat(6, minmax(0, 1fr))',
      xl: 'repeat(8, minmax(0, 1fr))',
    })
    expect(style['&:has(> :last-child:nth-child(3n+1)) > :nth-last-child(4)']).toEqual({
      gridColumnStart: { lgToXl: '2' },
    })
    expect(style['& > :only-child']).toEqual({
      gridColumnStart: { mdToLg: '2', lgToXl: '3', xl: '4' },
    })
  })
})
