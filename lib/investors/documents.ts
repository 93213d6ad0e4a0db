import type { InvestorDocument, InvestorDocumentCategory } from './investors'

// The investor document lists' year choice and grouping, as pure functions of the documents and
// the URL query, so the browser (which filters the static page's documents) and the tests share
// one definition.

type QueryValue = string | string[] | undefined

/** The year a list shows, and whether the URL asked for one it could not show. */
export interface YearSelection {
  /** A Gregorian year; null only when there are no documents at all. */
  year: number | null
  /** `?year=` was there but is not a year with documents: the latest year is shown instead. */
  isInvalid: boolean
}

const YEAR = /^\d{4}$/

/**
 * The year `?year=2025` asks for (always Gregorian, whatever the page's language). Without one,
 * the latest year; with one that is not a year of the list (`2019`, `abc`, `?year=1&year=2`),
 * also the latest year, flagged so the page can say so. Nothing in the query is trusted.
 */
export function selectYear(raw: QueryValue, years: readonly number[]): YearSelection {
  const latest = years.length > 0 ? Math.max(...years) : null
  if (raw === undefined || raw === '') return { year: latest, isInvalid: false }
  if (typeof raw === 'string' && YEAR.test(raw) && years.includes(Number(raw))) {
    return { year: Number(raw), isInvalid: false }
  }
  return { year: latest, isInvalid: true }
}

/** The years newest first, each once. */
export function sortedYears(years: readonly number[]): number[] {
  return [...new Set(years)].sort((a, b) => b - a)
}

export function documentsOfYear(
  documents: readonly InvestorDocument[],
  year: number | null,
): InvestorDocument[] {
  return documents.filter((document) => document.year === year)
}

export type Quarter = NonNullable<InvestorDocument['quarter']>

export interface QuarterGroup {
  /** null: documents for the whole year without a quarter. */
  quarter: Quarter | null
  documents: InvestorDocument[]
}

/** Financial statements by quarter, the latest quarter first; yearly documents come first. */
export function groupByQuarter(documents: readonly InvestorDocument[]): QuarterGroup[] {
  const groups = new Map<Quarter | null, InvestorDocument[]>()
  for (const document of documents) {
    const group = groups.get(document.quarter) ?? []
    group.push(document)
    groups.set(document.quarter, group)
  }
  return [...groups.entries()]
    .map(([quarter, items]) => ({ quarter, documents: items }))
    .sort((a, b) => (b.quarter ?? 5) - (a.quarter ?? 5))
}

export interface CategoryGroup {
  category: InvestorDocumentCategory
  documents: InvestorDocument[]
}

/** Documents by category in the given order; categories without documents are left out. */
export function groupByCategory(
  documents: readonly InvestorDocument[],
  order: readonly InvestorDocumentCategory[],
): CategoryGroup[] {
  return order
    .map((category) => ({
      category,
      documents: documents.filter((document) => document.category === category),
    }))
    .filter((group) => group.documents.length > 0)
}

/** "PDF", "XLSX": the file type as readers know it, from the MIME type or the file name. */
export function fileTypeLabel(file: { mimeType: string | null; filename: string | null }): string {
  const extension = file.filename?.match(/\.([a-z0-9]{1,5})$/i)?.[1]
  if (extension) return extension.toUpperCase()
  const subtype = file.mimeType?.split('/')[1]
  return subtype ? subtype.toUpperCase() : ''
}

/** The papers of a shareholders' meeting, in the order a shareholder needs them. */
export const MEETING_CATEGORIES = [
  'meeting-notice',
  'meeting-form',
  'meeting-minutes',
] as const satisfies readonly InvestorDocumentCategory[]
