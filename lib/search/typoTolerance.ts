// Typo tolerance for Latin words: how many edits a word of a given length may have, and whether
// two words are that close. Thai is never matched this way: a Thai letter, vowel or tone mark
// changed is another word (ไก่ chicken, ไข่ egg), and Thai already matches pieces of words.

/** Words shorter than this are matched exactly or by prefix only: `pork` → `fork` is one edit. */
const MIN_TYPO_LENGTH = 4
/** From this length on, two edits are allowed. */
const TWO_TYPOS_LENGTH = 8
/** Longer words are not compared (a pasted code, a URL): the distance table would be large. */
export const MAX_TYPO_WORD_LENGTH = 32

const LATIN_WORD = /^[a-z]+$/

/** Whether a folded word can have typos: letters a–z only, so never a number, year or code. */
export const isTypoCandidate = (word: string) =>
  word.length <= MAX_TYPO_WORD_LENGTH && LATIN_WORD.test(word)

/** The edits allowed in a typed word of this many letters: 0 below 4, 1 for 4–7, 2 from 8. */
export function allowedTypos(length: number): number {
  if (length < MIN_TYPO_LENGTH) return 0
  return length < TWO_TYPOS_LENGTH ? 1 : 2
}

// Three rows of the distance table, reused by every comparison (a comparison runs to the end).
const rows = Array.from({ length: 3 }, () => new Int32Array(MAX_TYPO_WORD_LENGTH + 3))

/**
 * Whether `a` becomes `b` in at most `max` edits: a letter inserted, left out, replaced, or two
 * neighbours swapped (`chikcen`), each one edit (optimal string alignment distance). Stops as
 * soon as a row of the table is over `max`. With `isPrefix`, whether `a` becomes the start of
 * `b` (`dumplng` → `dumplin|gs`): the last row's smallest value.
 */
export function isWithinEdits(a: string, b: string, max: number, isPrefix = false): boolean {
  if (isPrefix) b = b.slice(0, a.length + max)
  else if (Math.abs(a.length - b.length) > max) return false
  if (a.length > MAX_TYPO_WORD_LENGTH || b.length > MAX_TYPO_WORD_LENGTH) return false
  let [beforePrevious, previous, current] = rows as [Int32Array, Int32Array, Int32Array]
  for (let j = 0; j <= b.length; j += 1) previous[j] = j
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i
    let rowMin = i
    const letter = a.charCodeAt(i - 1)
    for (let j = 1; j <= b.length; j += 1) {
      const cost = letter === b.charCodeAt(j - 1) ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (
        i > 1 &&
        j > 1 &&
        letter === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, beforePrevious[j - 2]! + 1)
      }
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return false
    ;[beforePrevious, previous, current] = [previous, current, beforePrevious]
  }
  if (!isPrefix) return previous[b.length]! <= max
  for (let j = Math.max(0, a.length - max); j <= b.length; j += 1)
    if (previous[j]! <= max) return true
  return false
}
