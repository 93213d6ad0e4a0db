import { lineBreakWordsQuery } from '@/cms/queries/typography'
import { fetchContent } from '@/lib/content/fetchContent'
import type { LoadOptions } from '@/lib/content/loadOptions'
import { lineBreakDictionary, type LineBreakDictionary } from './lineBreakUnits'
import { currentLineBreakDictionary, setLineBreakDictionary, unitRanges } from './lineBreakStore'
import type { UnitRange } from './wholeLength'

/** Each content result's dictionary, forgotten with the result (a new dataset, a new answer). */
const DICTIONARY_OF_RESULT = new WeakMap<object, { key: string; dictionary: LineBreakDictionary }>()

/**
 * Reads the names and words to keep whole (cms/queries/typography.ts) and makes them the
 * server's dictionary for the page about to render (lib/typography/lineBreakStore.ts).
 */
export async function readLineBreakDictionary(
  options: LoadOptions = {},
): Promise<LineBreakDictionary> {
  const result = await fetchContent(lineBreakWordsQuery, {}, options)
  // The embedded source hands back the same result object until the dataset changes: most
  // pages then find their dictionary here without looking at the names again.
  const known = DICTIONARY_OF_RESULT.get(result)
  if (known) {
    setLineBreakDictionary(known.key, known.dictionary)
    return known.dictionary
  }
  const { names, settings } = result
  const allNames = [...names, settings?.siteName, settings?.legalName]
  const words = settings?.lineBreakWords ?? []
  // A source that answers with a new object each time (the Content Lake) is compared by value:
  // compiled again only when the names or words changed.
  const key = JSON.stringify([allNames, words])
  const dictionary = currentLineBreakDictionary(key) ?? lineBreakDictionary(allNames, words)
  setLineBreakDictionary(key, dictionary)
  DICTIONARY_OF_RESULT.set(result, { key, dictionary })
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
