import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import type { ContentSource } from './contentSource'

/** A document of a Sanity NDJSON export. */
export interface SanityDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

/** The bundled dataset; a fixed path so the bundler does not trace the whole project. */
export const DATASET_FILE = path.join(process.cwd(), 'cms', 'dataset', 'production.ndjson')

export function parseNdjson(text: string): SanityDocument[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      try {
        return JSON.parse(line) as SanityDocument
      } catch {
        throw new Error(`Dataset line ${index + 1} is not valid JSON`)
      }
    })
}

interface LoadedDataset {
  mtimeMs: number
  documents: SanityDocument[]
  results: Map<string, Promise<unknown>>
}

/**
 * GROQ over the bundled dataset with groq-js. The parsed dataset and every query result are
 * kept in memory until the file changes (groq-js has no indexes: each query scans everything).
 * Drafts (`drafts.` ids) are left out, as the published perspective of the Content Lake does.
 */
export function createEmbeddedSource(file = DATASET_FILE): ContentSource {
  let loaded: LoadedDataset | undefined

  function current(): LoadedDataset {
    // `file` is a parameter (benchmarks pass a generated dataset); the ignore comments stop the
    // bundler from tracing the whole project for it. The production server reads it from cms/.
    const { mtimeMs } = statSync(/*turbopackIgnore: true*/ file)
    if (loaded?.mtimeMs !== mtimeMs) {
      const documents = parseNdjson(readFileSync(/*turbopackIgnore: true*/ file, 'utf8')).filter(
        (doc) => !doc._id.startsWith('drafts.'),
      )
      loaded = { mtimeMs, documents, results: new Map() }
    }
    return loaded
  }

  return {
    fetch<Result>(query: string, params: Record<string, unknown>): Promise<Result> {
      const dataset = current()
      const key = `${query}\u0000${JSON.stringify(params)}`
      let result = dataset.results.get(key)
      if (result === undefined) {
        result = (async () => {
          const tree = parse(query, { params })
          const value = await evaluate(tree, { dataset: dataset.documents, params })
          return value.get()
        })()
        // A failed evaluation is not cached, so the next request tries again.
        result.catch(() => dataset.results.delete(key))
        dataset.results.set(key, result)
      }
      return result as Promise<Result>
    },
  }
}
