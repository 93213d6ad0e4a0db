import { highlightRanges, mergeRanges, snippetAround } from './highlight'
import { parseQuery } from './queryTerms'
import type { HighlightedText } from './types'
import { createWordSegmenter } from './wordSegmenter'

const segmenter = createWordSegmenter()
const ranges = (text: string, query: string) => highlightRanges(text, parseQuery(query, segmenter))
const marked = ({ text, highlights }: HighlightedText) =>
  highlights.map(([start, end]) => text.slice(start, end))

describe('highlightRanges', () => {
  it('marks Thai anywhere and English at the start of words, in the original text', () => {
    const text = 'Smoked Streaky Bacon — เบคอนหมูรมควัน'
    expect(marked({ text, highlights: ranges(text, 'BAC หมูรม') })).toEqual(['Bac', 'หมูรม'])
    // "acon" is inside a word: English is matched from the start of words only.
    expect(ranges(text, 'acon')).toEqual([])
  })

  it('marks the words of a Thai run one by one when they are apart', () => {
    const text = 'ข้าวแกงมัสมั่นไก่'
    expect(marked({ text, highlights: ranges(text, 'ข้าวไก่') })).toEqual(['ข้าว', 'ไก่'])
  })

  it('covers accented letters and decomposed Thai vowels whole', () => {
    expect(
      marked({ text: 'Crème brûlée', highlights: ranges('Crème brûlée', 'creme brulee') }),
    ).toEqual(['Crème', 'brûlée'])
    const text = 'น\u0e49\u0e4d\u0e32ผึ้ง'
    expect(marked({ text, highlights: ranges(text, 'น้ำผึ้ง') })).toEqual([text])
  })
})

it('mergeRanges sorts and joins overlapping and touching ranges', () => {
  expect(
    mergeRanges([
      [10, 12],
      [0, 3],
      [2, 5],
      [5, 7],
    ]),
  ).toEqual([
    [0, 7],
    [10, 12],
  ])
})

describe('snippetAround', () => {
  const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ')

  it('keeps a short text whole', () => {
    expect(snippetAround('Soft buns', [[5, 9]])).toEqual({
      text: 'Soft buns',
      highlights: [[5, 9]],
    })
  })

  it('cuts a window around the first match at spaces, with ellipses, and moves the ranges', () => {
    const start = words.indexOf('word30')
    const snippet = snippetAround(words, [[start, start + 6]], 80)
    expect(snippet.text.startsWith('…')).toBe(true)
    expect(snippet.text.endsWith('…')).toBe(true)
    expect(snippet.text.length).toBeLessThanOrEqual(82)
    expect(snippet.text).toMatch(/^…word\d+ /)
    expect(marked(snippet)).toEqual(['word30'])
  })

  it('starts at the beginning when nothing in the text matched', () => {
    const snippet = snippetAround(words, [], 40)
    expect(snippet.text.startsWith('word0 ')).toBe(true)
    expect(snippet.highlights).toEqual([])
  })

  it('never cuts a Thai vowel or tone mark off its letter', () => {
    const thai = 'ไก่'.repeat(100)
    const snippet = snippetAround(thai, [[150, 153]], 40)
    const body = snippet.text.replace(/^…|…$/g, '')
    expect(body.startsWith('ไ')).toBe(true)
    expect(body.endsWith('่')).toBe(true)
    expect(marked(snippet)).toEqual(['ไก่'])
  })
})
