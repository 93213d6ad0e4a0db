// Text as the search compares it. Folding works one source character at a time, so that every
// folded character knows which source characters it came from and a match in the folded text
// can be highlighted in the original.

/** Folded text and, for each of its characters, the `[start, end)` of its source characters. */
export interface FoldedText {
  text: string
  starts: number[]
  ends: number[]
}

const SPACE = ' '
const LETTER_OR_DIGIT = /^[\p{L}\p{N}\p{M}]$/u
const LATIN_ACCENTS = /[\u0300-\u036f]/g
// Invisible characters inside words (soft hyphen, joiners, byte-order mark): not a word break.
const INVISIBLE = new Set([0x00ad, 0x200c, 0x200d, 0x2060, 0xfeff])

const THAI_FIRST = 0x0e01
const THAI_LAST = 0x0e5b
const THAI_DIGIT_ZERO = 0x0e50
const THAI_DIGIT_NINE = 0x0e59
const THAI_NIKHAHIT = 0x0e4d
const THAI_SARA_AA = 0x0e32
const THAI_SARA_AM = 'ำ'
// Baht sign, fongman, angkhankhu and khomut are symbols and punctuation, not letters.
const THAI_SYMBOLS = new Set([0x0e3f, 0x0e4f, 0x0e5a, 0x0e5b])

export function isThaiCode(code: number): boolean {
  return code >= THAI_FIRST && code <= THAI_LAST
}

/** Whether the text has a Thai character. */
export function hasThai(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (isThaiCode(text.charCodeAt(i))) return true
  return false
}

/** How a character outside ASCII and Thai folds: compatibility forms, accents, case. */
// Most text is ASCII, Thai letters and marks, and typographic punctuation (’ – “ … no-break
// space): two regular expressions fold it to the same words as the loop below, much faster.
const PLAIN = /^[\u0000-\u007f\u00a0\u0e01-\u0e3a\u0e40-\u0e4c\u0e4e\u2010-\u201f\u2026]*$/
const NOT_PLAIN_WORD = /[^a-z0-9\u0e01-\u0e3a\u0e40-\u0e4c\u0e4e]/g

function foldOther(character: string): string {
  const folded = character.normalize('NFKD').replace(LATIN_ACCENTS, '').toLowerCase()
  let out = ''
  for (const part of folded) out += LETTER_OR_DIGIT.test(part) ? part : SPACE
  return out
}

function fold(text: string, origin: { starts: number[]; ends: number[] } | null): string {
  let out = ''
  let i = 0
  const emit = (characters: string, end: number) => {
    out += characters
    if (origin) {
      for (let k = 0; k < characters.length; k += 1) {
        origin.starts.push(i)
        origin.ends.push(end)
      }
    }
  }
  while (i < text.length) {
    const code = text.charCodeAt(i)
    if (code < 0x80) {
      // a-z and 0-9 as they are, A-Z in lower case, everything else separates words.
      if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) emit(text[i]!, i + 1)
      else if (code >= 0x41 && code <= 0x5a) emit(String.fromCharCode(code + 0x20), i + 1)
      else emit(SPACE, i + 1)
      i += 1
    } else if (isThaiCode(code)) {
      if (code >= THAI_DIGIT_ZERO && code <= THAI_DIGIT_NINE) {
        emit(String.fromCharCode(0x30 + code - THAI_DIGIT_ZERO), i + 1)
        i += 1
      } else if (code === THAI_NIKHAHIT && text.charCodeAt(i + 1) === THAI_SARA_AA) {
        // "ํา" typed as two characters is the vowel "ำ".
        emit(THAI_SARA_AM, i + 2)
        i += 2
      } else {
        emit(THAI_SYMBOLS.has(code) ? SPACE : text[i]!, i + 1)
        i += 1
      }
    } else if (INVISIBLE.has(code)) {
      i += 1
    } else {
      const character = String.fromCodePoint(text.codePointAt(i)!)
      emit(foldOther(character), i + character.length)
      i += character.length
    }
  }
  return out
}

/**
 * Text as the search compares it: lower case, Latin accents removed (Café → cafe), full-width
 * and other compatibility forms as plain letters, Thai digits as ASCII digits (๒๕๖๘ → 2568), the
 * Thai vowel SARA AM in one form, and anything that is not a letter, mark or digit as a space.
 * Thai vowels and tone marks are kept: they change the word.
 */
export function foldText(text: string): string {
  if (PLAIN.test(text)) return text.toLowerCase().replace(NOT_PLAIN_WORD, SPACE)
  return fold(text, null)
}

/** `foldText` with the source position of every folded character. */
export function foldTextWithOrigin(text: string): FoldedText {
  if (PLAIN.test(text)) {
    // The plain path keeps one folded character for each source character.
    const starts = Array.from({ length: text.length }, (_, i) => i)
    return { text: foldText(text), starts, ends: starts.map((start) => start + 1) }
  }
  const origin = { starts: [] as number[], ends: [] as number[] }
  return { text: fold(text, origin), ...origin }
}

/** Folded text without its spaces: Thai is written without them, so matches may cross words. */
export function compactText(folded: string): string {
  return folded.replaceAll(SPACE, '')
}

/** `compactText` of folded text that knows its origin. */
export function compactWithOrigin(folded: FoldedText): FoldedText {
  const starts: number[] = []
  const ends: number[] = []
  for (let i = 0; i < folded.text.length; i += 1) {
    if (folded.text[i] === SPACE) continue
    starts.push(folded.starts[i]!)
    ends.push(folded.ends[i]!)
  }
  return { text: compactText(folded.text), starts, ends }
}

/**
 * The compact folded text of `text` with the source position of each character, in one pass
 * over plain text (what highlighting needs for every result shown).
 */
export function compactTextWithOrigin(text: string): FoldedText {
  if (!PLAIN.test(text)) return compactWithOrigin(foldTextWithOrigin(text))
  const folded = foldText(text)
  const starts: number[] = []
  for (let i = 0; i < folded.length; i += 1) if (folded[i] !== SPACE) starts.push(i)
  return { text: compactText(folded), starts, ends: starts.map((start) => start + 1) }
}
