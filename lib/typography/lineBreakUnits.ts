import { MAX_WHOLE_LENGTH, THAI_LETTER } from './wholeLength'

/**
 * What a Thai reader reads as one unit and a line must not end inside: names of people and
 * companies, dates, times and the compounds of our own word list. Browsers break Thai where
 * ICU's dictionary says a word ends, which splits compounds (รับ|ผิดชอบ, ตรวจ|สอบ) and any name
 * it does not know (ธนากร|วิวัฒน์); the page keeps each unit found here on one line
 * (components/common/KeepWhole.tsx), and the browser breaks only between units.
 *
 * No library and no dictionary of our own beyond the content's names and the editors' list:
 * the finder is one regular expression, cheap enough to run over every text the server renders.
 */
export { MAX_WHOLE_LENGTH }

/** A unit's place in its text: `text.slice(start, end)`. */
export interface LineBreakUnit {
  start: number
  end: number
}

/** The words and names to keep whole, compiled once (`lineBreakDictionary`). */
export interface LineBreakDictionary {
  /** The entries, longest first (for tests and the documentation's examples). */
  readonly words: readonly string[]
  /** Every unit: the entries, Thai dates and Thai times. Global; use with `matchAll`. */
  readonly pattern: RegExp
}

const THAI_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
]
const THAI_MONTHS_SHORT = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const MONTH = `(?:${[...THAI_MONTHS, ...THAI_MONTHS_SHORT].map(escape).join('|')})`
// A Thai date with a day or a year (a month alone is one word the browser keeps):
// "28 พฤศจิกายน 2569", "28 พ.ย. 69", "พฤศจิกายน 2569", "ไตรมาส" is not a date.
const DATE = `(?:\\d{1,2}[ \\u00a0]+${MONTH}(?:[ \\u00a0]+(?:พ\\.ศ\\.[ \\u00a0]*)?\\d{2,4})?|${MONTH}[ \\u00a0]+(?:พ\\.ศ\\.[ \\u00a0]*)?\\d{4})`
// A Thai time or span of times, with its "น." (นาฬิกา): "10:15 น.", "08:30–17:30 น.", "14.00 น."
const TIME = `(?:\\d{1,2}[:.]\\d{2}(?:[ \\u00a0]*[–-][ \\u00a0]*\\d{1,2}[:.]\\d{2})?[ \\u00a0]*น\\.)`

/** The entries worth keeping: Thai, longer than one letter, names split when too long. */
function dictionaryEntries(names: readonly string[], words: readonly string[]): string[] {
  const entries = new Set<string>()
  const add = (entry: string) => {
    const trimmed = entry.replace(/\s+/g, ' ').trim()
    if (trimmed.length > 1 && THAI_LETTER.test(trimmed)) entries.add(trimmed)
  }
  for (const name of names) {
    const parts = name.trim().split(/\s+/)
    // A name is one unit when it fits a phone's line, and each part is one when mentioned alone
    // (a surname, a brand's first word).
    if (name.trim().length <= MAX_WHOLE_LENGTH) add(name)
    if (parts.length > 1) parts.forEach(add)
  }
  words.forEach(add)
  // Longest first: at one position the regular expression takes the first alternative that matches.
  return [...entries].sort((a, b) => b.length - a.length || a.localeCompare(b))
}

/**
 * The units to keep whole: names of people and companies from the content (`names`, in any
 * language; only Thai ones count) and the editors' word list (`words`).
 */
export function lineBreakDictionary(
  names: readonly (string | null | undefined)[],
  words: readonly (string | null | undefined)[],
): LineBreakDictionary {
  const isText = (value: string | null | undefined): value is string => typeof value === 'string'
  const entries = dictionaryEntries(names.filter(isText), words.filter(isText))
  // A space inside an entry matches any run of spaces, no-break spaces included.
  const alternatives = entries.map((entry) => escape(entry).replace(/ /g, '[ \\u00a0]+'))
  const pattern = new RegExp([DATE, TIME, ...alternatives].join('|'), 'gu')
  return { words: entries, pattern }
}

/** The units of `text`, in order, not overlapping; none when it has no Thai. */
export function findLineBreakUnits(text: string, dictionary: LineBreakDictionary): LineBreakUnit[] {
  if (!THAI_LETTER.test(text)) return []
  const units: LineBreakUnit[] = []
  for (const match of text.matchAll(dictionary.pattern)) {
    const start = match.index
    units.push({ start, end: start + match[0].length })
  }
  return units
}
