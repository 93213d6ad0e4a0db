import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { Lang } from './lang'
import { countFromWords, countInWords, countWordsOf } from './countWords'

// Every count the copy states (the editors' content in the bundled dataset, our own strings in
// public/locales) held to the data it counts: "Five business lines" is true while the dataset
// has five. A count the page computes (the home page's kinds of food) is not in the copy at all.

interface Doc {
  _id: string
  _type: string
  roles?: string[]
}

const dataset = readFileSync(
  path.join(process.cwd(), 'cms', 'dataset', 'production.ndjson'),
  'utf8',
)
const docs: Doc[] = dataset
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Doc)
  .filter((doc) => !doc._id.startsWith('drafts.'))
const ofType = (type: string) => docs.filter((doc) => doc._type === type)

/** Every string in a JSON value, each with the language it is in (a `th` / `en` field, or the file's). */
function strings(value: unknown, lang: Lang | null, out: { lang: Lang; text: string }[] = []) {
  if (typeof value === 'string') {
    if (lang) out.push({ lang, text: value })
  } else if (Array.isArray(value)) {
    for (const item of value) strings(item, lang, out)
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      strings(child, key === 'th' || key === 'en' ? key : lang, out)
    }
  }
  return out
}

const copy = [
  ...strings(docs, null),
  ...(['th', 'en'] as const).flatMap((lang) => {
    const folder = path.join(process.cwd(), 'public', 'locales', lang)
    return readdirSync(folder).flatMap((file) =>
      strings(JSON.parse(readFileSync(path.join(folder, file), 'utf8')), lang),
    )
  }),
]

const word = (lang: Lang) => `(${countWordsOf(lang).join('|')}|\\d+)`

/** What the copy counts, how each language says it, and how many the data holds. */
const CLAIMS: { what: string; patterns: Record<Lang, RegExp>; count: number }[] = [
  {
    what: 'business lines',
    patterns: {
      en: new RegExp(`\\b${word('en')}\\s+(?:business\\s+)?lines\\b`, 'gi'),
      th: new RegExp(`${word('th')}\\s*(?:สายธุรกิจ|กลุ่มธุรกิจ)`, 'g'),
    },
    count: ofType('businessLine').length,
  },
  {
    what: 'brands',
    patterns: {
      en: new RegExp(`\\b${word('en')}\\s+brands\\b`, 'gi'),
      // Not ทั้งสองแบรนด์ ("both brands"): two brands named in the same sentence.
      th: new RegExp(`(?<!ทั้ง)${word('th')}\\s*แบรนด์`, 'g'),
    },
    count: ofType('brand').length,
  },
  {
    what: 'directors',
    patterns: {
      en: new RegExp(`\\b${word('en')}\\s+directors\\b`, 'gi'),
      th: new RegExp(`กรรมการ(?:บริษัท)?ทั้ง\\s*${word('th')}\\s*(?:ท่าน|คน)`, 'g'),
    },
    count: ofType('person').filter((person) => person.roles?.includes('board')).length,
  },
]

describe('counts stated in the copy', () => {
  it.each(CLAIMS)('agree with the data: $what', ({ patterns, count }) => {
    const stated = copy.flatMap(({ lang, text }) =>
      [...text.matchAll(patterns[lang])].map((match) => ({
        lang,
        phrase: match[0],
        count: countFromWords(match[1]!, lang),
      })),
    )
    // The claim is made somewhere (or the pattern no longer finds what it was written for).
    expect(stated.length).toBeGreaterThan(0)
    expect(stated.filter((claim) => claim.count !== count)).toEqual([])
  })
})

describe('countInWords', () => {
  it('writes counts up to twelve in words in both languages, larger ones in digits', () => {
    expect(countInWords(8, 'en', true)).toBe('Eight')
    expect(countInWords(5, 'en')).toBe('five')
    expect(countInWords(8, 'th')).toBe('แปด')
    expect(countInWords(12, 'th')).toBe('สิบสอง')
    expect(countInWords(18000, 'en')).toBe('18,000')
    expect(countFromWords('Five', 'en')).toBe(5)
    expect(countFromWords('สิบเอ็ด', 'th')).toBe(11)
    expect(countFromWords('9', 'th')).toBe(9)
    expect(countFromWords('our', 'en')).toBeNull()
  })
})
