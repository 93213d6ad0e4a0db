import { findLineBreakUnits, type LineBreakDictionary } from './lineBreakUnits'
import type { UnitRange } from './wholeLength'

/**
 * The server's dictionary of units to keep whole, as last read with a page's content
 * (lib/typography/serverLineBreaks.ts, called by every public page's `getSiteLayout`): the page
 * renders right after its props are read, in the same process, so it finds the names and words
 * of the same content. One for both languages: only Thai text has units. An editor's preview
 * may read a draft's names into it for a moment: they only decide where lines of text may end.
 *
 * Kept on the process, not in a module: the bundler gives the page's loaders and its
 * components (which `require` this module on the server only, synchronously — so it imports
 * nothing that waits, like the content source) modules of their own. Server only.
 */
interface Current {
  key: string
  dictionary: LineBreakDictionary
}
const CURRENT = Symbol.for('siam-harvest.lineBreakDictionary')
const store = globalThis as typeof globalThis & { [CURRENT]?: Current }

/** The dictionary read for `key` (its names and words), or null when it is not the current one. */
export function currentLineBreakDictionary(key: string): LineBreakDictionary | null {
  const current = store[CURRENT]
  return current?.key === key ? current.dictionary : null
}

export function setLineBreakDictionary(key: string, dictionary: LineBreakDictionary): void {
  store[CURRENT] = { key, dictionary }
}

export function unitRanges(text: string, dictionary: LineBreakDictionary): UnitRange[] {
  return findLineBreakUnits(text, dictionary).map(({ start, end }) => [start, end] as const)
}

/** The units of `text` as ranges, or null before any dictionary was read (nothing to keep). */
export function splitOnServer(text: string): UnitRange[] | null {
  const current = store[CURRENT]
  return current ? unitRanges(text, current.dictionary) : null
}

/** The dictionary last read with a page's content, or null before any was read. */
export function serverLineBreakDictionary(): LineBreakDictionary | null {
  return store[CURRENT]?.dictionary ?? null
}
