import { useRouter } from 'next/router'
import { useCallback } from 'react'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { selectYear, type YearSelection } from '@/lib/investors/documents'
import { shallowListTarget, type ListAddress } from '@/lib/routing/listHref'

export interface DocumentYear extends YearSelection {
  /** The address of a year's list (`?year=2025`): a link's, and where `setYear` goes. */
  yearAddress: (year: number) => ListAddress
  /** Shows another year: `?year=` changes by shallow routing (no reload, an address to share). */
  setYear: (year: number) => void
}

/**
 * The year of a document list, kept in the URL (`?year=2025`, Gregorian). The server renders a
 * year's address as the list's selection page (`selectedYear`; the list's own address shows the
 * latest year); a year chosen in the browser after that is in the router's query.
 */
export function useDocumentYear(
  years: readonly number[],
  selectedYear: number | null,
): DocumentYear {
  const router = useRouter()
  const { path } = useCurrentPath()
  const fromQuery = router.isReady ? router.query.year : undefined
  const selection = selectYear(
    fromQuery ?? (selectedYear === null ? undefined : String(selectedYear)),
    years,
  )
  const yearAddress = useCallback(
    (year: number): ListAddress => ({ pathname: path, query: { year: String(year) } }),
    [path],
  )
  const setYear = useCallback(
    (year: number) => {
      const { href, as } = shallowListTarget(router, yearAddress(year))
      void router.push(href, as, { shallow: true, scroll: false })
    },
    [router, yearAddress],
  )
  return { ...selection, yearAddress, setYear }
}
