import type { QueryTerm } from './queryTerms'
import { findText } from './stringSearch'
import { compactTextWithOrigin, type FoldedText } from './textFolding'
import type { HighlightRange, HighlightedText } from './types'

// Where the query's terms are in a text, as ranges of the original text: the browser marks them.

const MAX_RANGES_PER_TERM = 20
/** A Thai piece shorter than this is only highlighted as part of a longer match. */
const MIN_THAI_PIECE = 2
const WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/u
// How far around a cut the snippet looks for a word boundary.
const BOUNDARY_WINDOW = 24
const SPACE = /\s/

/** Sorted, with overlapping and touching ranges joined. */
export function mergeRanges(ranges: readonly HighlightRange[]): HighlightRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const merged: [number, number][] = []
  for (const [start, end] of sorted) {
    const last = merged.at(-1)
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else merged.push([start, end])
  }
  return merged
}

function occurrences(
  original: string,
  compact: FoldedText,
  needle: string,
  atWordStart: boolean,
): HighlightRange[] {
  const found: HighlightRange[] = []
  let from = 0
  while (found.length < MAX_RANGES_PER_TERM) {
    const at = findText(compact.text, needle, from)
    if (at === -1) break
    const start = compact.starts[at]!
    const isWordStart = start === 0 || !WORD_CHARACTER.test(original[start - 1]!)
    if (!atWordStart || isWordStart) found.push([start, compact.ends[at + needle.length - 1]!])
    from = at + needle.length
  }
  return found
}

/**
 * Where the terms occur in `text`. Latin words match at the start of a word (prefix search);
 * Thai anywhere, as a whole run or, when the run is not there in one piece, word by word.
 */
export function highlightRanges(text: string, terms: readonly QueryTerm[]): HighlightRange[] {
  if (text === '' || terms.length === 0) return []
  const compact = compactTextWithOrigin(text)
  const ranges: HighlightRange[] = []
  for (const term of terms) {
    if (!term.isThai) {
      ranges.push(...occurrences(text, compact, term.text, true))
      continue
    }
    const whole = occurrences(text, compact, term.text, false)
    if (whole.length > 0) {
      ranges.push(...whole)
      continue
    }
    for (const part of term.parts) {
      if (part.length >= MIN_THAI_PIECE) ranges.push(...occurrences(text, compact, part, false))
    }
  }
  return mergeRanges(ranges)
}

let wordSegmenter: Intl.Segmenter | undefined

/**
 * The word boundary at or before `at`, looked for near it: a cut there keeps Thai syllables
 * whole (a leading vowel with its consonant, tone marks with their letter).
 */
function boundaryAtOrBefore(text: string, at: number): number {
  wordSegmenter ??= new Intl.Segmenter('th', { granularity: 'word' })
  const from = Math.max(0, at - BOUNDARY_WINDOW)
  let boundary = from
  for (const { index } of wordSegmenter.segment(text.slice(from, at + BOUNDARY_WINDOW))) {
    if (from + index > at) break
    boundary = from + index
  }
  return boundary
}

/**
 * A window of about `length` characters of `text` around its first highlight (or its
 * beginning), cut at spaces where there is one nearby, with "…" where text was left out.
 */
export function snippetAround(
  text: string,
  highlights: readonly HighlightRange[],
  length = 160,
): HighlightedText {
  if (text.length <= length) return { text, highlights: [...highlights] }
  const lead = Math.floor(length / 4)
  const anchor = highlights[0]?.[0] ?? 0
  let start = Math.max(0, Math.min(anchor - lead, text.length - length))
  if (start > 0) {
    const space = text.slice(start, anchor).search(SPACE)
    start = space === -1 ? boundaryAtOrBefore(text, start) : start + space + 1
  }
  let end = Math.min(text.length, start + length)
  if (end < text.length) {
    const lastSpace = text.slice(start, end).search(/\s\S*$/)
    end = lastSpace > length / 2 ? start + lastSpace : boundaryAtOrBefore(text, end)
  }
  const prefix = start > 0 ? '…' : ''
  const suffix = end < text.length ? '…' : ''
  const shift = prefix.length - start
  return {
    text: `${prefix}${text.slice(start, end)}${suffix}`,
    highlights: highlights
      .filter(([from, to]) => to > start && from < end)
      .map(([from, to]) => [Math.max(from, start) + shift, Math.min(to, end) + shift] as const),
  }
}
