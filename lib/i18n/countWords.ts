import { formatNumber } from './format'
import type { Lang } from './lang'

// Numbers up to twelve are written as words in running text, as an annual report does; larger
// ones as digits. Thai reads numbers in words the same way (ห้าสายธุรกิจ).
const WORDS: Record<Lang, readonly string[]> = {
  en: [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
  ],
  th: ['ศูนย์', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า', 'สิบ', 'สิบเอ็ด', 'สิบสอง'],
}

/**
 * A count as running text reads it: a word up to twelve (`five`, `ห้า`), digits in the
 * language's own grouping above; `capitalised` for the start of a sentence.
 */
export function countInWords(count: number, lang: Lang, capitalised = false): string {
  const word =
    Number.isInteger(count) && count >= 0 && count < WORDS[lang].length
      ? WORDS[lang][count]!
      : formatNumber(count, lang)
  return capitalised ? word.charAt(0).toLocaleUpperCase(lang) + word.slice(1) : word
}

/** The count a word or digits name (`Five`, `ห้า`, `5`), or null when it names none. */
export function countFromWords(text: string, lang: Lang): number | null {
  const plain = text.trim().toLocaleLowerCase(lang)
  if (/^\d[\d,]*$/.test(plain)) return Number(plain.replaceAll(',', ''))
  const index = WORDS[lang].indexOf(plain)
  return index >= 0 ? index : null
}

/** The words `countFromWords` reads, longest first (สิบสอง before สิบ): for a pattern. */
export function countWordsOf(lang: Lang): string[] {
  return [...WORDS[lang]].sort((a, b) => b.length - a.length)
}
