import type { SiteImage } from '@/lib/images/siteImage'
import { highlightRanges, snippetAround } from './highlight'
import { compactQuery, parseQuery, type QueryTerm } from './queryTerms'
import { compactText, foldText, isThaiCode } from './textFolding'
import {
  SEARCH_KINDS,
  type HighlightedText,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
} from './types'
import { createWordSegmenter, textRuns, type WordSegmenter } from './wordSegmenter'

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
  thumbnail: SiteImage | null
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

export interface SearchIndex {
  readonly size: number
  search(query: string, limit: number): SearchResults
}

// Ranking: how well a term matched (a whole word beats the start of one, which beats a piece
// of one) times where (the title beats the brand, category and other-language title, which
// beat the body). Terms add up; every term must match somewhere.
const EXACT = 4
const PREFIX = 2
const FRAGMENT = 1
type MatchQuality = typeof EXACT | typeof PREFIX | typeof FRAGMENT | 0

const TITLE_WEIGHT = 10
const KEYWORD_WEIGHT = 4
const BODY_WEIGHT = 1
/** A Thai run found only word by word, not in one piece, counts for less than half. */
const SCATTERED_FACTOR = 0.4
const WHOLE_TITLE_BONUS = 50
const TITLE_START_BONUS = 10
/** A single Thai letter matches the start of a word, never the inside of one. */
const MIN_FRAGMENT = 2
const KIND_ORDER = new Map(SEARCH_KINDS.map((kind, order) => [kind, order]))

interface IndexedField {
  /** Folded text without spaces: fragments of Thai words are found in it. */
  compact: string
  /** Folded words, sorted, each once: exact and prefix matches by binary search. */
  words: string[]
}

interface IndexedDocument {
  source: SearchDocument
  title: IndexedField
  keywords: IndexedField[]
  alias: IndexedField | null
  body: IndexedField
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

function wordMatch(words: readonly string[], text: string): MatchQuality {
  const found = words[lowerBound(words, text)]
  if (found === text) return EXACT
  return found?.startsWith(text) ? PREFIX : 0
}

function hasWord(words: readonly string[], text: string): boolean {
  return words[lowerBound(words, text)] === text
}

/** How well one term matches one field. */
function fieldMatch(term: QueryTerm, field: IndexedField): MatchQuality {
  const asWord = wordMatch(field.words, term.text)
  if (asWord !== 0 || !term.isThai) return asWord
  if (term.text.length < MIN_FRAGMENT || !field.compact.includes(term.text)) return 0
  // A Thai run found in one piece: a phrase of whole words is as good as one whole word.
  const { parts } = term
  if (parts.length < 2) return FRAGMENT
  const leading = parts.slice(0, -1).every((part) => hasWord(field.words, part))
  if (!leading) return FRAGMENT
  const last = wordMatch(field.words, parts.at(-1)!)
  return last === EXACT ? EXACT : last === PREFIX ? PREFIX : FRAGMENT
}

function bestScore(term: QueryTerm, doc: IndexedDocument): number {
  let best = TITLE_WEIGHT * fieldMatch(term, doc.title)
  if (best === TITLE_WEIGHT * EXACT) return best
  for (const keyword of doc.keywords)
    best = Math.max(best, KEYWORD_WEIGHT * fieldMatch(term, keyword))
  if (doc.alias) best = Math.max(best, KEYWORD_WEIGHT * fieldMatch(term, doc.alias))
  return Math.max(best, BODY_WEIGHT * fieldMatch(term, doc.body))
}

const asPart = (text: string): QueryTerm => ({ text, isThai: true, parts: [text] })

/** A term's score in a document, 0 when it does not match. */
function termScore(term: QueryTerm, doc: IndexedDocument): number {
  const whole = bestScore(term, doc)
  if (whole > 0 || term.parts.length < 2) return whole
  // The words of a Thai run apart from each other (ข้าว … ไก่ for ข้าวไก่): all must be there.
  let sum = 0
  for (const part of term.parts) {
    const score = bestScore(asPart(part), doc)
    if (score === 0) return 0
    sum += score
  }
  return (SCATTERED_FACTOR * sum) / term.parts.length
}

/** Documents as a bitmap: 1 where a document may match. */
type Candidates = Uint8Array

function union(into: Candidates, docs: readonly number[]) {
  for (const doc of docs) into[doc] = 1
}

function intersect(a: Candidates, b: Candidates): Candidates {
  for (let i = 0; i < a.length; i += 1) a[i]! &= b[i]!
  return a
}

const bigramKey = (text: string, at: number) =>
  text.charCodeAt(at) * 0x10000 + text.charCodeAt(at + 1)

function hasThaiPair(text: string, at: number): boolean {
  return isThaiCode(text.charCodeAt(at)) || isThaiCode(text.charCodeAt(at + 1))
}

function byRank(a: RankedDocument, b: RankedDocument): number {
  return (
    b.score - a.score ||
    KIND_ORDER.get(a.doc.source.kind)! - KIND_ORDER.get(b.doc.source.kind)! ||
    (b.doc.source.date ?? '').localeCompare(a.doc.source.date ?? '') ||
    a.doc.source.title.localeCompare(b.doc.source.title)
  )
}

interface RankedDocument {
  doc: IndexedDocument
  score: number
}

function highlighted(text: string, terms: readonly QueryTerm[]): HighlightedText {
  return { text, highlights: highlightRanges(text, terms) }
}

/**
 * The site search over one language's documents. Built once per content version (see
 * `searchIndexCache.ts`); a search reads it only.
 *
 * Titles, brands and categories are cut into words (Thai with `Intl.Segmenter` and a custom
 * dictionary) for exact and prefix matches; every field is also kept as folded text without
 * spaces, where pieces of Thai words are found, with an index of Thai character pairs to find
 * the documents to look at. Bodies are not cut into Thai words: ICU's Thai segmentation costs
 * about 1.5 µs a character, seconds for a large catalogue, and a piece of a body ranks last
 * anyway.
 */
export function buildSearchIndex(source: SearchSource): SearchIndex {
  const segmenter: WordSegmenter = createWordSegmenter(source.dictionary)
  const fieldMemo = new Map<string, IndexedField>()

  const wordsField = (text: string): IndexedField => {
    let field = fieldMemo.get(text)
    if (field === undefined) {
      const folded = foldText(text)
      field = { compact: compactText(folded), words: sortedUnique(segmenter.words(folded)) }
      fieldMemo.set(text, field)
    }
    return field
  }
  const bodyField = (text: string): IndexedField => {
    const folded = foldText(text)
    const latinWords = textRuns(folded).filter((run) => !isThaiCode(run.charCodeAt(0)))
    return { compact: compactText(folded), words: sortedUnique(latinWords) }
  }

  const docs: IndexedDocument[] = source.documents.map((document) => ({
    source: document,
    title: wordsField(document.title),
    keywords: document.context.map(wordsField),
    alias: document.alias ? wordsField(document.alias) : null,
    body: bodyField(`${document.body} ${document.keywords}`),
  }))

  // Word → documents, and Thai character pair → documents; both in document order, each once.
  const postings = new Map<string, number[]>()
  const pairs = new Map<number, number[]>()
  const add = <K>(map: Map<K, number[]>, key: K, doc: number) => {
    const list = map.get(key)
    if (list === undefined) map.set(key, [doc])
    else if (list.at(-1) !== doc) list.push(doc)
  }
  docs.forEach((doc, index) => {
    const fields = [doc.title, ...doc.keywords, doc.body, ...(doc.alias ? [doc.alias] : [])]
    for (const field of fields) {
      for (const word of field.words) add(postings, word, index)
      const { compact } = field
      for (let i = 0; i + 1 < compact.length; i += 1) {
        if (hasThaiPair(compact, i)) add(pairs, bigramKey(compact, i), index)
      }
    }
  })
  const vocabulary = [...postings.keys()].sort()

  /** Documents with a word that starts with `text`. */
  function byWordStart(text: string): Candidates {
    const found = new Uint8Array(docs.length)
    for (let i = lowerBound(vocabulary, text); i < vocabulary.length; i += 1) {
      const word = vocabulary[i]!
      if (!word.startsWith(text)) break
      union(found, postings.get(word)!)
    }
    return found
  }

  /** Documents that have every character pair of a Thai `text` somewhere. */
  function byPairs(text: string): Candidates {
    const lists: number[][] = []
    for (let i = 0; i + 1 < text.length; i += 1) {
      const list = pairs.get(bigramKey(text, i))
      if (list === undefined) return new Uint8Array(docs.length)
      lists.push(list)
    }
    lists.sort((a, b) => a.length - b.length)
    const found = new Uint8Array(docs.length)
    union(found, lists[0]!)
    for (const list of lists.slice(1)) {
      const next = new Uint8Array(docs.length)
      union(next, list)
      intersect(found, next)
    }
    return found
  }

  const thaiCandidates = (text: string) =>
    text.length >= MIN_FRAGMENT ? byPairs(text) : byWordStart(text)

  /** Every document the term can match (a superset: scoring decides). */
  function candidates(term: QueryTerm): Candidates {
    if (!term.isThai) return byWordStart(term.text)
    const found = thaiCandidates(term.text)
    if (term.parts.length > 1) {
      const scattered = term.parts.map(thaiCandidates).reduce(intersect)
      for (let i = 0; i < found.length; i += 1) found[i]! |= scattered[i]!
    }
    return found
  }

  function rank(terms: readonly QueryTerm[]): RankedDocument[] {
    const possible = terms.map(candidates).reduce(intersect)
    const whole = compactQuery(terms)
    const ranked: RankedDocument[] = []
    for (let index = 0; index < docs.length; index += 1) {
      if (possible[index] === 0) continue
      const doc = docs[index]!
      let score = 0
      for (const term of terms) {
        const points = termScore(term, doc)
        if (points === 0) {
          score = 0
          break
        }
        score += points
      }
      if (score === 0) continue
      if (doc.title.compact === whole) score += WHOLE_TITLE_BONUS
      else if (doc.title.compact.startsWith(whole)) score += TITLE_START_BONUS
      ranked.push({ doc, score })
    }
    return ranked.sort(byRank)
  }

  function toHit({ doc }: RankedDocument, terms: readonly QueryTerm[]): SearchHit {
    const { source: document } = doc
    const { alias } = doc
    const isAliasMatched =
      alias !== null &&
      terms.some((term) =>
        term.parts.some((part) => fieldMatch({ ...term, text: part, parts: [part] }, alias) > 0),
      )
    const context = [...document.context]
    if (isAliasMatched && document.alias) context.push(document.alias)
    const bodyHighlights = highlightRanges(document.body, terms)
    return {
      id: document.id,
      kind: document.kind,
      url: document.url,
      title: highlighted(document.title, terms),
      context: context.length > 0 ? highlighted(context.join(' · '), terms) : null,
      snippet: document.body === '' ? null : snippetAround(document.body, bodyHighlights),
      thumbnail: document.thumbnail,
      date: document.date,
    }
  }

  return {
    size: docs.length,
    search(query, limit) {
      const terms = parseQuery(query, segmenter)
      if (terms.length === 0) return { total: 0, groups: [] }
      const ranked = rank(terms)
      const groups = new Map<SearchKind, SearchGroup>()
      for (const { doc } of ranked) {
        const kind = doc.source.kind
        const group = groups.get(kind) ?? { kind, total: 0, hits: [] }
        group.total += 1
        groups.set(kind, group)
      }
      const shown = new Map<SearchKind, SearchGroup>()
      for (const entry of ranked.slice(0, limit)) {
        const group = groups.get(entry.doc.source.kind)!
        group.hits.push(toHit(entry, terms))
        shown.set(group.kind, group)
      }
      return { total: ranked.length, groups: [...shown.values()] }
    },
  }
}
