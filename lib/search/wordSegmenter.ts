import { foldText, hasThai } from './textFolding'

/**
 * Words ICU's Thai dictionary does not know and splits into meaningless pieces (เด|ลี่,
 * แฟ|รงก์เฟิร์ต, ออร์แกนิ|ก): mostly loanwords on food labels. The brands' Thai names are added
 * from the content, so a new brand needs no change here.
 */
export const THAI_WORDS: readonly string[] = [
  'สยามฮาร์เวสต์',
  'ฮาร์เวสต์',
  'คิทเช่น',
  'เดลี่',
  'คราฟต์',
  'การ์เด้น',
  'แฟรงก์เฟิร์ต',
  'ไส้กรอก',
  'ออร์แกนิก',
  'โอเมก้า',
  'สุกี้',
  'นักเก็ต',
  'เกี๊ยวซ่า',
  'ลูกชิ้น',
  'ฮาลาล',
  'ซูเปอร์มาร์เก็ต',
]

/** Runs of Thai letters, and runs of anything else up to a space, in folded text. */
const RUNS = /[\u0e01-\u0e5b]+|[^\s\u0e01-\u0e5b]+/g

/** Folded text cut where the script changes and at spaces: `kruaข้าว มันไก่` → krua, ข้าว, มันไก่. */
export function textRuns(folded: string): string[] {
  return Array.from(folded.matchAll(RUNS), ([run]) => run)
}
const MIN_DICTIONARY_WORD = 2
// Titles repeat the same few words; the memo is dropped whole when it gets this big.
const MEMO_LIMIT = 20_000

export interface WordSegmenter {
  /** The words of folded text, in order: Thai by the dictionary and ICU, the rest by spaces. */
  words(folded: string): string[]
  /** Thai words of one run of Thai letters (no spaces). */
  thaiWords(run: string): string[]
}

/** Dictionary words by first character, longest first: the longest match wins. */
function byFirstCharacter(words: Iterable<string>): Map<string, string[]> {
  const index = new Map<string, string[]>()
  for (const word of new Set(words)) {
    const list = index.get(word[0]!) ?? []
    list.push(word)
    index.set(word[0]!, list)
  }
  for (const list of index.values()) list.sort((a, b) => b.length - a.length)
  return index
}

/**
 * Thai is written without spaces between words: `Intl.Segmenter('th')` (ICU's dictionary) finds
 * them, after the custom dictionary has claimed the words it knows better — brand names such as
 * กรีนการ์เด้น, which ICU cuts as กรี|นการ์เด้น.
 */
export function createWordSegmenter(extraWords: readonly string[] = []): WordSegmenter {
  const segmenter = new Intl.Segmenter('th', { granularity: 'word' })
  const dictionary = byFirstCharacter(
    [...THAI_WORDS, ...extraWords]
      // A brand written as two words ("แฮปปี้ พอว์ส") is two dictionary words.
      .flatMap((entry) => foldText(entry).split(' '))
      .filter((word) => word.length >= MIN_DICTIONARY_WORD && hasThai(word)),
  )
  const memo = new Map<string, string[]>()

  const pushIcuWords = (text: string, out: string[]) => {
    if (text === '') return
    for (const segment of segmenter.segment(text)) {
      if (segment.isWordLike) out.push(segment.segment)
    }
  }

  const longestWordAt = (run: string, at: number): string | undefined =>
    dictionary.get(run[at]!)?.find((word) => run.startsWith(word, at))

  function thaiWords(run: string): string[] {
    const known = memo.get(run)
    if (known) return known
    const out: string[] = []
    let gapStart = 0
    let i = 0
    while (i < run.length) {
      const word = longestWordAt(run, i)
      if (word === undefined) {
        i += 1
        continue
      }
      pushIcuWords(run.slice(gapStart, i), out)
      out.push(word)
      i += word.length
      gapStart = i
    }
    pushIcuWords(run.slice(gapStart), out)
    if (memo.size >= MEMO_LIMIT) memo.clear()
    memo.set(run, out)
    return out
  }

  function words(folded: string): string[] {
    const out: string[] = []
    for (const run of textRuns(folded)) {
      if (hasThai(run)) out.push(...thaiWords(run))
      else out.push(run)
    }
    return out
  }

  return { words, thaiWords }
}
