import { lineBreakWordsQuery } from '@/cms/queries/typography'
import { fetchContent } from '@/lib/content/fetchContent'
import type { LoadOptions } from '@/lib/content/loadOptions'
import { lineBreakDictionary, type LineBreakDictionary } from './lineBreakUnits'
import { currentLineBreakDictionary, setLineBreakDictionary, unitRanges } from './lineBreakStore'
import type { UnitRange } from './wholeLength'

/**
 * Reads the names and words to keep whole (cms/queries/typography.ts) and makes them the
 * server's dictionary for the page about to render (lib/typography/lineBreakStore.ts).
 */
export async function readLineBreakDictionary(
  options: LoadOptions = {},
): Promise<LineBreakDictionary> {
  const { names, settings } = await fetchContent(lineBreakWordsQuery, {}, options)
  const allNames = [...names, settings?.siteName, settings?.legalName]
  const words = settings?.lineBreakWords ?? []
  // Compiled again only when the content changed: most pages read the same names and words.
  const key = JSON.stringify([allNames, words])
  const current = currentLineBreakDictionary(key)
  if (current) return current
  const dictionary = lineBreakDictionary(allNames, words)
  setLineBreakDictionary(key, dictionary)
  return dictionary
}

/**
 * A loader's finder of units, for texts a component draws in the browser too (KeepWhole's
 * `units`): ranges are a few numbers in the page's data, the finder stays on the server.
 */
export async function lineBreakUnitsOf(
  options: LoadOptions = {},
): Promise<(text: string | null | undefined) => UnitRange[]> {
  const dictionary = await readLineBreakDictionary(options)
  return (text) => (text ? unitRanges(text, dictionary) : [])
}
