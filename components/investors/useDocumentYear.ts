import { useRouter } from 'next/router'
import { useCallback } from 'react'
import { selectYear, type YearSelection } from '@/lib/investors/documents'

export interface DocumentYear extends YearSelection {
  /** Shows another year: `?year=` changes by shallow routing (no reload, an address to share). */
  setYear: (year: number) => void
}

/**
 * The year of a document list, kept in the URL (`?year=2025`, Gregorian). The page is static:
 * its HTML, and so the hydrating render, shows the latest year; once the router knows the
 * URL's query (`isReady`), the list follows it.
 */
export function useDocumentYear(years: readonly number[]): DocumentYear {
  const router = useRouter()
  const raw = router.isReady ? router.query.year : undefined
  const selection = selectYear(raw, years)
  const setYear = useCallback(
    (year: number) => {
      void router.push({ pathname: router.pathname, query: { year: String(year) } }, undefined, {
        shallow: true,
        scroll: false,
      })
    },
    [router],
  )
  return { ...selection, setYear }
}
