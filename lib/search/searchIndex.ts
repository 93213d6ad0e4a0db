import type { SiteImage } from '@/lib/images/siteImage'
import { highlightRanges, snippetAround } from './highlight'
import { compactQuery, parseQuery, type QueryTerm } from './queryTerms'
import { hasText } from './stringSearch'
import { compactText, foldText, isThaiCode } from './textFolding'
import { allowedTypos, isTypoCandidate, isWithinEdits } from './typoTolerance'
import {
  SEARCH_KINDS,
  type HighlightedText,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
} from './types'
import { createWordSegmenter, textRuns } from './wordSegmenter'

/** A document as the search sees it, in one language (see `searchDocuments.ts`). */
export interface SearchDocument {
  kind: SearchKind
  id: string
  url: string
  title: string
  /** Shown under the title and searched: a product's brand and category. */
  context: string[]
  /** Searched, and shown only when it matched: the title in the other language. */
  alias: string | null
  body: string
  /** Searched like the body, never shown: a document's year in both eras, a brand's other name. */
  keywords: string
  /** Made only for the results shown (image URLs cost time to build). */
  thumbnail: () => SiteImage | null
  date: string | null
}

/** Everything one language's index is built from. */
export interface SearchSource {
  documents: SearchDocument[]
  /** Thai words the segmenter must keep whole: the brands' names. */
  dictionary: string[]
}

export interface SearchResults {
  total: number
  groups: SearchGroup[]
}

/** One page of the results in rank order, of every kind or of one. */
export interface SearchListOptions {
  kind?: SearchKind
  offset: number
  limit: number
}

export interface SearchList {
  /** Every match of each kind, whatever `kind` was asked for. */
  counts: Record<SearchKind, number>
  /** The matches of the kind asked for (of every kind without one). */
  total: number
  hits: SearchHit[]
}

export interface SearchIndex {
  readonly size: number
  /** The best `limit` results, grouped by kind (the search modal). */
  search(query: string, limit: number): SearchResults
  /** A page of the results in rank order (the search page). */
  list(query: string, options: SearchListOptions): SearchList
}

// Ranking: how well a term matched (a whole word beats the start of one, which beats a piece
// of one) times where (the title beats the brand, category and other-language title, which
// beat the body). Terms add up; every term must match somewhere.
const EXACT = 4
const PREFIX = 2
const FRAGMENT = 1
/**
 * A Latin word found only with a typo (`chiken`) ranks below every exact or prefix match of the
 * same word, wherever that is: a typo in the title (10 × 0.15) scores under a prefix in the body
 * (1 × PREFIX).
 */
const TYPO = 0.15
/** The start of a longer word found with a typo (`dumplng` → dumplings) ranks lower still. */
const TYPO_PREFIX = 0.1
/** Typo lookups of recent terms (a search repeats what others typed); dropped whole when full. */
const TYPO_MEMO_LIMIT = 5_000

// The fields of a document (title, keywords, body), as posting entries record them:
// entry = document × 4 + field.
const TITLE = 0
const KEYWORDS = 1
const BODY = 2
const FIELD_WEIGHTS = [10, 4, 1]
const entryOf = (doc: number, field: number) => (doc << 2) | field

/** A Thai run found only word by word, not in one piece, counts for less than half. */
const SCATTERED_FACTOR = 0.4
const WHOLE_TITLE_BONUS = 50
const TITLE_START_BONUS = 10
/** A single Thai letter matches the start of a word, never the inside of one. */
const MIN_FRAGMENT = 2
/** Pieces of Thai are looked up by up to this many of their trigrams, rarest first. */
const MAX_TRIGRAM_LISTS = 4
const TRIGRAM = 3
/** Between keywords in the compact text, so that no match spans two of them. */
const KEYWORD_SEPARATOR = '\u0001'
const KIND_ORDER = new Map(SEARCH_KINDS.map((kind, order) => [kind, order]))

interface IndexedDocument {
  source: SearchDocument
  /** Place among documents that score the same: by kind, newest first, then by title. */
  order: number
  /** Folded text without spaces of the title, keywords and body: Thai pieces are found in it. */
  compact: [title: string, keywords: string, body: string]
  /** Sorted words of the title and keywords, to tell a phrase of whole words from a piece. */
  words: [title: string[], keywords: string[]]
  alias: { compact: string; words: string[] } | null
}

/** Words of the vocabulary (positions) a typed word matched with typos: whole, or their start. */
interface Typos {
  words: number[]
  prefixes: number[]
}
const NO_TYPOS: Typos = { words: [], prefixes: [] }

/** A matching document and its score. */
interface Ranked {
  doc: IndexedDocument
  score: number
}

function sortedUnique(words: readonly string[]): string[] {
  return [...new Set(words)].sort()
}

/** Index of the first word not before `text` in sorted `words`. */
function lowerBound(words: readonly string[], text: string): number {
  let low = 0
  let high = words.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (words[middle]! < text) low = middle + 1
    else high = middle
  }
  return low
}

const hasWord = (words: readonly string[], text: string) => words[lowerBound(words, text)] === text

const hasWordStart = (words: readonly string[], text: string) =>
  words[lowerBound(words, text)]?.startsWith(text) ?? false

/** A Thai run found in one piece: a phrase of whole words is as good as one whole word. */
function phraseQuality(parts: readonly string[], words: readonly string[]): number {
  if (parts.length < 2) return FRAGMENT
  if (!parts.slice(0, -1).every((part) => hasWord(words, part))) return FRAGMENT
  const last = parts.at(-1)!
  if (hasWord(words, last)) return EXACT
  return hasWordStart(words, last) ? PREFIX : FRAGMENT
}

const hasThaiTrigram = (text: string, at: number) =>
  isThaiCode(text.charCodeAt(at)) ||
  isThaiCode(text.charCodeAt(at + 1)) ||
  isThaiCode(text.charCodeAt(at + 2))

/** The order of documents that score the same, worked out once per index. */
function tieOrder(a: SearchDocument, b: SearchDocument): number {
  return (
    KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)! ||
    (b.date ?? '').localeCompare(a.date ?? '') ||
    (a.title < b.title ? -1 : a.title > b.title ? 1 : 0)
  )
}

/** Adds `entry` to `key`'s list unless it was the last one added (entries come in order). */
function addEntry<K>(lists: Map<K, number[]>, key: K, entry: number) {
  const list = lists.get(key)
  if (list === undefined) lists.set(key, [entry])
  else if (list[list.length - 1] !== entry) list.push(entry)
}

const frozen = <K>(lists: Map<K, number[]>) =>
  new Map([...lists].map(([key, list]) => [key, Int32Array.from(list)]))

/**
 * The site search over one language's documents. Built once per content version (see
 * `searchIndexCache.ts`); a search only reads it.
 *
 * Titles, brands, categories and the other-language title are cut into words (Thai with
 * `Intl.Segmenter` and a custom dictionary), and the words point at the documents and fields
 * they are in: exact and prefix matches are a walk through a sorted vocabulary. Every field is
 * also kept as folded text without spaces, where pieces of Thai words are found; an index of
 * Thai trigrams says which documents' fields have them. Bodies are not cut into Thai
 * words (ICU's Thai segmentation costs about 1.5 µs a character, seconds for a large
 * catalogue): a Thai match in a body counts as a piece, which ranks last anyway.
 */
export function buildSearchIndex(source: SearchSource): SearchIndex {
  const segmenter = createWordSegmenter(source.dictionary)
  const wordsMemo = new Map<string, { compact: string; words: string[] }>()
  const analysed = (text: string) => {
    let known = wordsMemo.get(text)
    if (known === undefined) {
      const folded = foldText(text)
      known = { compact: compactText(folded), words: sortedUnique(segmenter.words(folded)) }
      wordsMemo.set(text, known)
    }
    return known
  }

  const order = new Map(
    [...source.documents].sort(tieOrder).map((document, position) => [document, position]),
  )
  // Characters get small numbers in the order they are met, so that a trigram is one small
  // integer (a fast map key) while the index has fewer than 1024 different characters.
  const characterIds = new Map<number, number>()
  const characterId = (code: number) => {
    let id = characterIds.get(code)
    if (id === undefined) {
      id = characterIds.size
      characterIds.set(code, id)
    }
    return id
  }
  const trigramKey = (
    text: string,
    at: number,
    ids: (code: number) => number | undefined = characterId,
  ): number | undefined => {
    const a = ids(text.charCodeAt(at))
    const b = ids(text.charCodeAt(at + 1))
    const c = ids(text.charCodeAt(at + 2))
    return a === undefined || b === undefined || c === undefined
      ? undefined
      : (a * 1024 + b) * 1024 + c
  }
  /** A query's trigram: a character the index never met means no document has it. */
  const queryTrigramKey = (text: string, at: number) =>
    trigramKey(text, at, (code) => characterIds.get(code))

  const wordLists = new Map<string, number[]>()
  const trigramLists = new Map<number, number[]>()

  const docs: IndexedDocument[] = source.documents.map((document, d) => {
    const title = analysed(document.title)
    const keywordFields = document.context.map(analysed)
    const alias = document.alias ? analysed(document.alias) : null
    if (alias) keywordFields.push(alias)
    const keywordWords = sortedUnique(keywordFields.flatMap((field) => field.words))
    const bodyFolded = foldText(`${document.body} ${document.keywords}`)
    const bodyWords = sortedUnique(
      textRuns(bodyFolded).filter((run) => !isThaiCode(run.charCodeAt(0))),
    )
    const compact: IndexedDocument['compact'] = [
      title.compact,
      keywordFields.map((field) => field.compact).join(KEYWORD_SEPARATOR),
      compactText(bodyFolded),
    ]
    ;[title.words, keywordWords, bodyWords].forEach((words, field) => {
      for (const word of words) addEntry(wordLists, word, entryOf(d, field))
    })
    compact.forEach((text, field) => {
      for (let i = 0; i + TRIGRAM <= text.length; i += 1) {
        if (hasThaiTrigram(text, i)) addEntry(trigramLists, trigramKey(text, i)!, entryOf(d, field))
      }
    })
    return {
      source: document,
      order: order.get(document)!,
      compact,
      words: [title.words, keywordWords],
      alias,
    }
  })

  const vocabulary = [...wordLists.keys()].sort()
  const wordPostings = vocabulary.map((word) => Int32Array.from(wordLists.get(word)!))
  // The Latin words by length (positions in `vocabulary`): a typed word is compared only with
  // words as long as it, give or take the edits it is allowed.
  const typoCandidates = new Map<number, number[]>()
  vocabulary.forEach((word, i) => {
    if (!isTypoCandidate(word)) return
    const list = typoCandidates.get(word.length)
    if (list === undefined) typoCandidates.set(word.length, [i])
    else list.push(i)
  })
  const trigramPostings = frozen(trigramLists)
  wordLists.clear()
  trigramLists.clear()

  // Scratch space for the trigram lookups, reused by every search (a search runs to completion).
  const fieldMask = new Uint8Array(docs.length)
  const nextMask = new Uint8Array(docs.length)

  /** Where a term is looked for: only documents that score in `within`; not in bodies. */
  interface Scope {
    within?: Float32Array
    withoutBody?: boolean
  }
  const inScope = (entry: number, { within, withoutBody }: Scope) =>
    (within === undefined || within[entry >> 2]! > 0) && !(withoutBody && (entry & 3) === BODY)

  const raise = (scores: Float32Array, entry: number, quality: number) => {
    const score = FIELD_WEIGHTS[entry & 3]! * quality
    const doc = entry >> 2
    if (score > scores[doc]!) scores[doc] = score
  }

  /** Whole words equal to `text` (exact) or starting with it (prefix). */
  function scoreWords(text: string, scores: Float32Array, scope: Scope) {
    for (let i = lowerBound(vocabulary, text); i < vocabulary.length; i += 1) {
      const word = vocabulary[i]!
      if (!word.startsWith(text)) break
      const quality = word.length === text.length ? EXACT : PREFIX
      for (const entry of wordPostings[i]!) {
        if (inScope(entry, scope)) raise(scores, entry, quality)
      }
    }
  }

  const typoMemo = new Map<string, Typos>()
  const maxCandidateLength = Math.max(0, ...typoCandidates.keys())

  /**
   * Words of the vocabulary within the edits a Latin term of its length allows (1 for 4–7
   * letters, 2 from 8), whole or at their start, leaving out those it already matches exactly
   * or as a prefix.
   */
  function typoWords(term: QueryTerm): Typos {
    const { text } = term
    const edits = term.isThai || !isTypoCandidate(text) ? 0 : allowedTypos(text.length)
    if (edits === 0) return NO_TYPOS
    const known = typoMemo.get(text)
    if (known) return known
    const found: Typos = { words: [], prefixes: [] }
    for (let length = text.length - edits; length <= maxCandidateLength; length += 1) {
      for (const i of typoCandidates.get(length) ?? []) {
        const word = vocabulary[i]!
        if (word.startsWith(text)) continue
        if (length <= text.length + edits && isWithinEdits(text, word, edits)) found.words.push(i)
        else if (length > text.length && isWithinEdits(text, word, edits, true)) {
          found.prefixes.push(i)
        }
      }
    }
    if (typoMemo.size >= TYPO_MEMO_LIMIT) typoMemo.clear()
    typoMemo.set(text, found)
    return found
  }

  function scoreTypos({ words, prefixes }: Typos, scores: Float32Array) {
    for (const i of words) for (const entry of wordPostings[i]!) raise(scores, entry, TYPO)
    for (const i of prefixes)
      for (const entry of wordPostings[i]!) raise(scores, entry, TYPO_PREFIX)
  }

  /** How many field entries the rarest trigram of `text` has: a cost estimate. */
  function pieceCost(text: string): number {
    let cost = text.length < TRIGRAM ? docs.length : Infinity
    for (let i = 0; i + TRIGRAM <= text.length; i += 1) {
      const key = queryTrigramKey(text, i)
      cost = Math.min(cost, key === undefined ? 0 : (trigramPostings.get(key)?.length ?? 0))
    }
    return cost
  }

  const scorePiece = (entry: number, parts: readonly string[], scores: Float32Array) => {
    const field = entry & 3
    const quality =
      field === BODY ? FRAGMENT : phraseQuality(parts, docs[entry >> 2]!.words[field]!)
    raise(scores, entry, quality)
  }

  /**
   * `text` (Thai) anywhere in a field. Its trigrams' lists say which fields have it: exactly for
   * three letters, and for more the fields with all of its rarest trigrams are read. Two letters
   * are looked for in titles and keywords only: in a long body they say nothing.
   */
  function scorePieces(text: string, parts: readonly string[], scores: Float32Array, scope: Scope) {
    if (text.length < MIN_FRAGMENT) return
    if (text.length < TRIGRAM) {
      docs.forEach((doc, d) => {
        for (const field of [TITLE, KEYWORDS]) {
          const entry = entryOf(d, field)
          if (inScope(entry, scope) && hasText(doc.compact[field]!, text))
            scorePiece(entry, parts, scores)
        }
      })
      return
    }
    const lists: Int32Array[] = []
    for (let i = 0; i + TRIGRAM <= text.length; i += 1) {
      const key = queryTrigramKey(text, i)
      const list = key === undefined ? undefined : trigramPostings.get(key)
      if (list === undefined) return
      lists.push(list)
    }
    if (lists.length === 1) {
      for (const entry of lists[0]!) if (inScope(entry, scope)) scorePiece(entry, parts, scores)
      return
    }
    lists.sort((a, b) => a.length - b.length)
    const [rarest, ...others] = lists.slice(0, MAX_TRIGRAM_LISTS)
    for (const entry of rarest!) fieldMask[entry >> 2]! |= 1 << (entry & 3)
    for (const list of others) {
      for (const entry of list) nextMask[entry >> 2]! |= 1 << (entry & 3)
      for (const entry of rarest!) fieldMask[entry >> 2]! &= nextMask[entry >> 2]!
      for (const entry of list) nextMask[entry >> 2] = 0
    }
    for (const entry of rarest!) {
      const d = entry >> 2
      if ((fieldMask[d]! & (1 << (entry & 3))) === 0 || !inScope(entry, scope)) continue
      if (hasText(docs[d]!.compact[entry & 3]!, text)) scorePiece(entry, parts, scores)
    }
    for (const entry of rarest!) fieldMask[entry >> 2] = 0
  }

  /** Every document's score for one term, 0 where it does not match. */
  function termScores(term: QueryTerm, scope: Scope = {}, typos: Typos = NO_TYPOS) {
    const scores = new Float32Array(docs.length)
    scoreTypos(typos, scores)
    scoreWords(term.text, scores, scope)
    if (!term.isThai) return scores
    scorePieces(term.text, term.parts, scores, scope)
    if (term.parts.length < 2) return scores
    // The words of a Thai run apart from each other (ข้าว … ไก่ for ข้าวไก่), all in the title or
    // keywords: a long body has every common word somewhere, which says nothing. The rarest
    // word first; each next one is looked for only where the previous ones are.
    const parts = [...term.parts].sort((a, b) => pieceCost(a) - pieceCost(b))
    const sums = new Float32Array(docs.length)
    let found: Float32Array | undefined
    for (const part of parts) {
      const partScores = termScores(
        { text: part, isThai: true, parts: [part] },
        { within: found, withoutBody: true },
      )
      for (let d = 0; d < docs.length; d += 1) {
        sums[d] = found === undefined || found[d]! > 0 ? sums[d]! + partScores[d]! : 0
        if (partScores[d] === 0) sums[d] = 0
      }
      found = sums
    }
    for (let d = 0; d < docs.length; d += 1) {
      if (scores[d] === 0) scores[d] = (SCATTERED_FACTOR * sums[d]!) / parts.length
    }
    return scores
  }

  /** Whether a field of few words matched a term, for showing the other-language title. */
  const fieldMatches = (term: QueryTerm, field: { compact: string; words: string[] }) =>
    term.parts.some((part) =>
      term.isThai && part.length >= MIN_FRAGMENT
        ? hasText(field.compact, part)
        : hasWordStart(field.words, part),
    )

  const highlighted = (text: string, terms: readonly QueryTerm[]): HighlightedText => ({
    text,
    highlights: highlightRanges(text, terms),
  })

  function toHit(doc: IndexedDocument, terms: readonly QueryTerm[]): SearchHit {
    const { source: document, alias } = doc
    const context = [...document.context]
    if (document.alias && alias && terms.some((term) => fieldMatches(term, alias))) {
      context.push(document.alias)
    }
    return {
      id: document.id,
      kind: document.kind,
      url: document.url,
      title: highlighted(document.title, terms),
      context: context.length > 0 ? highlighted(context.join(' · '), terms) : null,
      snippet:
        document.body === ''
          ? null
          : snippetAround(document.body, highlightRanges(document.body, terms)),
      thumbnail: document.thumbnail(),
      date: document.date,
    }
  }

  /**
   * Every document's score for the query (0: no match), and the terms to highlight: the typed
   * ones and the words found for their typos.
   */
  function scoreQuery(query: string) {
    const terms = parseQuery(query, segmenter)
    if (terms.length === 0) return null
    const typos = terms.map(typoWords)
    const scores = termScores(terms[0]!, {}, typos[0])
    terms.slice(1).forEach((term, t) => {
      const more = termScores(term, {}, typos[t + 1])
      for (let d = 0; d < docs.length; d += 1) {
        scores[d] = scores[d]! > 0 && more[d]! > 0 ? scores[d]! + more[d]! : 0
      }
    })
    const whole = compactQuery(terms)
    for (let d = 0; d < docs.length; d += 1) {
      if (scores[d] === 0) continue
      const title = docs[d]!.compact[TITLE]
      if (title === whole) scores[d] = scores[d]! + WHOLE_TITLE_BONUS
      else if (title.startsWith(whole)) scores[d] = scores[d]! + TITLE_START_BONUS
    }
    const corrected = [
      ...new Set(typos.flatMap((found) => [...found.words, ...found.prefixes])),
    ].map((i): QueryTerm => ({
      text: vocabulary[i]!,
      isThai: false,
      parts: [vocabulary[i]!],
    }))
    return { scores, highlightTerms: [...terms, ...corrected] }
  }

  const isBefore = (a: Ranked, b: Ranked) =>
    a.score > b.score || (a.score === b.score && a.doc.order < b.doc.order)

  return {
    size: docs.length,
    search(query, limit) {
      const scored = scoreQuery(query)
      if (scored === null) return { total: 0, groups: [] }
      const { scores, highlightTerms } = scored

      // Count every match by kind, and keep the best `limit` (best first) as they go by.
      const totals = new Map<SearchKind, number>()
      const best: Ranked[] = []
      let total = 0
      for (let d = 0; d < docs.length; d += 1) {
        const score = scores[d]!
        if (score === 0) continue
        const doc = docs[d]!
        const ranked = { doc, score }
        total += 1
        totals.set(doc.source.kind, (totals.get(doc.source.kind) ?? 0) + 1)
        if (best.length >= limit && (limit <= 0 || !isBefore(ranked, best[limit - 1]!))) continue
        let at = best.length
        while (at > 0 && isBefore(ranked, best[at - 1]!)) at -= 1
        best.splice(at, 0, ranked)
        if (best.length > limit) best.pop()
      }

      const groups = new Map<SearchKind, SearchGroup>()
      for (const { doc } of best) {
        const kind = doc.source.kind
        const group = groups.get(kind) ?? { kind, total: totals.get(kind)!, hits: [] }
        group.hits.push(toHit(doc, highlightTerms))
        groups.set(kind, group)
      }
      return { total, groups: [...groups.values()] }
    },

    list(query, { kind, offset, limit }) {
      const counts = Object.fromEntries(SEARCH_KINDS.map((k) => [k, 0])) as SearchList['counts']
      const scored = scoreQuery(query)
      if (scored === null) return { counts, total: 0, hits: [] }
      const { scores, highlightTerms } = scored
      // Any page may be asked for: every match of the kind is sorted (a few ms for thousands).
      const matches: Ranked[] = []
      for (let d = 0; d < docs.length; d += 1) {
        if (scores[d] === 0) continue
        const doc = docs[d]!
        counts[doc.source.kind] += 1
        if (kind === undefined || doc.source.kind === kind) matches.push({ doc, score: scores[d]! })
      }
      matches.sort((a, b) => (isBefore(a, b) ? -1 : isBefore(b, a) ? 1 : 0))
      return {
        counts,
        total: matches.length,
        hits: matches.slice(offset, offset + limit).map(({ doc }) => toHit(doc, highlightTerms)),
      }
    },
  }
}
