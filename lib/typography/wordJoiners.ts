import type { SSRConfig } from 'next-i18next/pages'
import { findLineBreakUnits, type LineBreakDictionary } from './lineBreakUnits'

/** U+2060 WORD JOINER: no line break on either side of it, and nothing drawn. */
export const WORD_JOINER = '\u2060'

let segmenter: Intl.Segmenter | undefined

/**
 * `text` with a word joiner wherever ICU's dictionary would let a line end inside a unit (a
 * listed compound, a name, a date): รับ⁠ประทาน. For text a hydrated component draws on both
 * sides from the same string — the console's interface — where a span per unit would need the
 * units carried to the browser: 3 bytes a joint, and the browser keeps the unit on one line
 * (Chromium and ICU honour the joiner; a probe in Chromium 150 showed `word-break: keep-all`
 * does not apply to Thai at all). The joiner travels with copied text, so public pages' text
 * keeps its nowrap spans instead (components/common/KeepWhole.tsx). Server only.
 */
export function withWordJoiners(text: string, dictionary: LineBreakDictionary): string {
  const units = findLineBreakUnits(text, dictionary)
  if (units.length === 0) return text
  segmenter ??= new Intl.Segmenter('th', { granularity: 'word' })
  let out = ''
  let position = 0
  for (const { start, end } of units) {
    const unit = text.slice(start, end)
    const pieces = Array.from(segmenter.segment(unit), ({ segment }) => segment)
    out += text.slice(position, start) + pieces.join(WORD_JOINER)
    position = end
  }
  return out + text.slice(position)
}

/** Every string of a translation namespace tree, with its units joined. */
function joinAll(value: unknown, dictionary: LineBreakDictionary): unknown {
  if (typeof value === 'string') return withWordJoiners(value, dictionary)
  if (Array.isArray(value)) return value.map((item) => joinAll(item, dictionary))
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, joinAll(item, dictionary)]),
    )
  return value
}

/**
 * A page's interface strings (next-i18next's props) with the Thai ones' units joined: the
 * console (Chakra, hydrated whole) draws them identically on the server and in the browser,
 * and no segmenter reaches the browser.
 */
export function translationsWithWordJoiners<T extends SSRConfig>(
  translations: T,
  dictionary: LineBreakDictionary,
): T {
  const store = translations._nextI18Next?.initialI18nStore
  if (!store?.th) return translations
  return {
    ...translations,
    _nextI18Next: {
      ...translations._nextI18Next!,
      initialI18nStore: { ...store, th: joinAll(store.th, dictionary) },
    },
  }
}
