import type { RecipeConfig, SystemStyleObject } from '@pandacss/dev'

type Breakpoint = 'base' | 'md' | 'tablet' | 'lg' | 'xl'

/** How many cards to a row from each breakpoint on (`{ base: 1, md: 2, xl: 3 }`). */
export type ColumnSchedule = Partial<Record<Breakpoint, number>> & { base: number }

const ORDER: Breakpoint[] = ['base', 'md', 'tablet', 'lg', 'xl']
const capitalised = (bp: Breakpoint) => bp[0]!.toUpperCase() + bp.slice(1)

/** The Panda condition of the widths from `from` up to (not including) `to`. */
function range(from: Breakpoint, to: Breakpoint | undefined): string {
  if (from === 'base') return to ? `${to}Down` : 'base'
  return to ? `${from}To${capitalised(to)}` : from
}

/**
 * A card placed on its own grid line: the `fromEnd`-th card from the end (1: the last), when the
 * count leaves `remainder` cards past the last full row (0: the only card of a grid of one).
 */
export interface ShortRowStart {
  remainder: number
  fromEnd: number
  /** Its grid line, on tracks of half a card. */
  line: number
}

/**
 * Where the first card of each short row starts at `c` cards to a row. A short last row is
 * centred; at three or more to a row a last row of one takes the card before it, so the last two
 * rows hold `c - 1` and 2, each centred.
 */
export function shortRowStarts(c: number): ShortRowStart[] {
  if (c < 2) return []
  const starts: ShortRowStart[] = [{ remainder: 0, fromEnd: 1, line: c }]
  if (c === 2) starts.push({ remainder: 1, fromEnd: 1, line: 2 })
  else {
    starts.push({ remainder: 1, fromEnd: c + 1, line: 2 })
    starts.push({ remainder: 1, fromEnd: 2, line: c - 1 })
  }
  for (let r = 2; r < c; r++) starts.push({ remainder: r, fromEnd: r, line: c - r + 1 })
  return starts
}

const selectorOf = (c: number, { remainder, fromEnd }: ShortRowStart) =>
  remainder === 0
    ? '& > :only-child'
    : `&:has(> :last-child:nth-child(${c}n+${remainder})) > :nth-last-child(${fromEnd})`

/**
 * The grid's style for a schedule: `2c` tracks, each card spanning two, and the short rows'
 * first cards placed, each rule only within the widths of its column count (a rule for three
 * to a row never applies at four), so no rule has to undo another.
 */
export function balancedColumns(schedule: ColumnSchedule): SystemStyleObject {
  const steps = ORDER.filter((bp) => schedule[bp] !== undefined)
  const columns: Record<string, string> = {}
  const rules: Record<string, Record<string, string>> = {}
  steps.forEach((bp, index) => {
    const c = schedule[bp]!
    columns[bp] = `repeat(${2 * c}, minmax(0, 1fr))`
    const when = range(bp, steps[index + 1])
    for (const start of shortRowStarts(c)) {
      const selector = selectorOf(c, start)
      rules[selector] = { ...rules[selector], [when]: String(start.line) }
    }
  })
  const placed = Object.fromEntries(
    Object.entries(rules).map(([selector, lines]) => [selector, { gridColumnStart: lines }]),
  )
  return {
    gridTemplateColumns: columns,
    '& > *': { gridColumnEnd: 'span 2' },
    ...placed,
  } as SystemStyleObject
}

/**
 * Card grids whose last row is never one lonely card when a row holds three or more: a short
 * last row is centred, and a last row of one takes the card before it (3 3 1 → 3 2 2, 4 4 1 →
 * 4 3 2), every card keeping the same width. At two to a row an odd last card is centred. One
 * rule for the public site's card grids; each variant is a column schedule. The gaps are the
 * caller's.
 */
export const balancedGridRecipe = {
  className: 'balanced-grid',
  base: { display: 'grid', listStyleType: 'none' },
  variants: {
    columns: {
      /** Home section cards, investor cards, contact persons, statements. */
      threeFromXl: balancedColumns({ base: 1, md: 2, xl: 3 }),
      /** News cards, the contact page's offices. */
      threeFromLg: balancedColumns({ base: 1, md: 2, lg: 3 }),
      /** The board and the executives. */
      fourFromXl: balancedColumns({ base: 1, md: 2, lg: 3, xl: 4 }),
      /** Key figures. */
      twoThenThree: balancedColumns({ base: 2, lg: 3 }),
      /** The catalogue's cards. */
      twoThenThreeFromTablet: balancedColumns({ base: 2, tablet: 3 }),
      /** Featured and related products. */
      twoThenFour: balancedColumns({ base: 2, lg: 4 }),
      /** The home page's food tiles. */
      twoThreeFour: balancedColumns({ base: 2, tablet: 3, lg: 4 }),
      /** A business line's experts. */
      twoThenThreeFromMd: balancedColumns({ base: 2, md: 3 }),
      /** A business line's categories. */
      oneTwoFour: balancedColumns({ base: 1, md: 2, lg: 4 }),
    },
  },
  defaultVariants: { columns: 'threeFromXl' },
} satisfies RecipeConfig
