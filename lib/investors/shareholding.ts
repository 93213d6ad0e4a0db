import type { Shareholder } from './investors'

// The shareholding chart's slices and their place on the ring, as pure functions: the chart
// draws them, the tests check that they add up.

export type ShareholdingSlice =
  | { kind: 'holder'; key: string; name: string; percentage: number }
  /** The listed shareholders after the ones drawn one by one. */
  | { kind: 'otherMajor'; key: 'other-major'; count: number; percentage: number }
  /** Every shareholder not on the list (the rest of the paid-up shares). */
  | { kind: 'rest'; key: 'rest'; percentage: number }

const round2 = (value: number) => Math.round(value * 100) / 100

/**
 * The first `shown` shareholders one by one, the other listed ones together, and the rest of
 * the paid-up shares; slices of 0% are left out. The slices add up to 100.
 */
export function shareholdingSlices(
  shareholders: readonly Shareholder[],
  shown = 5,
): ShareholdingSlice[] {
  const drawn = shareholders.slice(0, shown)
  const others = shareholders.slice(shown)
  const listed = round2(shareholders.reduce((sum, holder) => sum + holder.percentage, 0))
  const slices: ShareholdingSlice[] = drawn.map((holder) => ({
    kind: 'holder',
    key: holder._id,
    name: holder.name ?? '',
    percentage: holder.percentage,
  }))
  const othersTotal = round2(others.reduce((sum, holder) => sum + holder.percentage, 0))
  if (othersTotal > 0) {
    slices.push({
      kind: 'otherMajor',
      key: 'other-major',
      count: others.length,
      percentage: othersTotal,
    })
  }
  const rest = round2(Math.max(0, 100 - listed))
  if (rest > 0) slices.push({ kind: 'rest', key: 'rest', percentage: rest })
  return slices
}

/** The sum of the listed shareholders' percentages, to two decimals. */
export function listedPercentage(shareholders: readonly Shareholder[]): number {
  return round2(shareholders.reduce((sum, holder) => sum + holder.percentage, 0))
}

export interface RingSegment {
  key: string
  /** Length of the arc and where it starts, both in percent of the ring. */
  length: number
  offset: number
}

/**
 * Where each slice sits on a ring drawn with `stroke-dasharray` (`pathLength="100"`), with a
 * small gap after each so neighbours stay apart; a slice smaller than the gap still shows.
 */
export function ringSegments(
  slices: readonly { key: string; percentage: number }[],
  gap = 0.6,
): RingSegment[] {
  const total = slices.reduce((sum, slice) => sum + slice.percentage, 0)
  if (total <= 0) return []
  let offset = 0
  return slices.map((slice) => {
    const share = (slice.percentage / total) * 100
    const segment = {
      key: slice.key,
      length: slices.length > 1 ? Math.max(0.2, share - gap) : share,
      offset,
    }
    offset += share
    return segment
  })
}
