import { foldText, hasThai } from './textFolding'
import { textRuns, type WordSegmenter } from './wordSegmenter'

/**
 * One thing the visitor typed: a Latin word (or number), or a run of Thai without spaces, which
 * may hold several words (`ข้าวมันไก่` → ข้าว, มัน, ไก่) or part of one (`ลาเปา`).
 */
export interface QueryTerm {
  /** Folded: lower case, no accents. */
  text: string
  isThai: boolean
  /** The Thai words of the run (just `text` for a Latin word or a single Thai word). */
  parts: string[]
}

// Enough for any real query; a pasted paragraph does not multiply the work.
const MAX_TERMS = 8

/** The terms of a query, each once, in the order typed. Mixed `Krua ข้าวมันไก่` works too. */
export function parseQuery(query: string, segmenter: WordSegmenter): QueryTerm[] {
  const terms = new Map<string, QueryTerm>()
  for (const run of textRuns(foldText(query))) {
    if (terms.size >= MAX_TERMS) break
    if (terms.has(run)) continue
    const isThai = hasThai(run)
    const words = isThai ? segmenter.thaiWords(run) : []
    terms.set(run, { text: run, isThai, parts: words.length > 1 ? words : [run] })
  }
  return [...terms.values()]
}

/** The query as one folded string without spaces, to compare with a whole title. */
export function compactQuery(terms: readonly QueryTerm[]): string {
  return terms.map((term) => term.text).join('')
}
