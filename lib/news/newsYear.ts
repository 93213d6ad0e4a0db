import { todayInBangkok } from '@/lib/content/today'

// Its own module: the list's filter (./listing), the list's addresses (lib/routing/listAddress)
// and the press room's archive all speak of an article's year, and none should bring the others.

/** A year as the list's `?year=` takes it: four digits, Gregorian (URLs never carry BE years). */
export const NEWS_YEAR_FORM = /^[12]\d{3}$/

/**
 * The year an article was published in, in Bangkok, as the site's dates are: an article of
 * 31 December 20:00 UTC is in the next year there.
 */
export function newsYearOf(publishedAt: string): number {
  return Number(todayInBangkok(new Date(publishedAt)).slice(0, 4))
}

/** The years the articles were published in, newest first, with how many in each. */
export function newsYears(
  cards: readonly { publishedAt: string }[],
): { year: number; count: number }[] {
  const counts = new Map<number, number>()
  for (const card of cards) {
    const year = newsYearOf(card.publishedAt)
    counts.set(year, (counts.get(year) ?? 0) + 1)
  }
  return [...counts.entries()]
    .map(([year, count]) => ({ year, count }))
    .sort((a, b) => b.year - a.year)
}
