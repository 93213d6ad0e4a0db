import { findLineBreakUnits, type LineBreakDictionary } from './lineBreakUnits'

// One segmenter for the process: building one loads ICU's Thai dictionary.
let segmenter: Intl.Segmenter | undefined

/**
 * Text cut where a line may end, as a Thai reader expects: the units of `dictionary` (names,
 * dates, times, the editors' compounds) whole, and the text between them by ICU's dictionary
 * (`Intl.Segmenter`, the same dictionary Chromium breaks Thai lines with). ICU alone splits
 * compounds it also knows as two words (รับ|ประทาน, นัก|ลงทุน, ธร|รมาภิ|บาล): the dictionary's
 * longest entry at a position claims them first, so a break inside one is never offered.
 *
 * The pieces, joined, are the text again (spaces and punctuation are pieces of their own).
 * Server only: pages draw each unit as a span the browser does not break
 * (components/common/KeepWhole.tsx) and leave the breaks between other words to the browser's
 * own ICU, which finds the same ones; this is the model those spans are checked against
 * (lib/typography/thaiLineBreakWords.test.ts) and the bench's alternative markup
 * (bench/thai).
 */
export function thaiLineBreakWords(text: string, dictionary: LineBreakDictionary): string[] {
  segmenter ??= new Intl.Segmenter('th', { granularity: 'word' })
  const words: string[] = []
  const pushIcuWords = (gap: string) => {
    for (const { segment } of segmenter!.segment(gap)) words.push(segment)
  }
  let position = 0
  for (const { start, end } of findLineBreakUnits(text, dictionary)) {
    if (start > position) pushIcuWords(text.slice(position, start))
    words.push(text.slice(start, end))
    position = end
  }
  if (position < text.length) pushIcuWords(text.slice(position))
  return words
}
