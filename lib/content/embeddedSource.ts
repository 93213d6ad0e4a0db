import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import type { ContentSource, Perspective } from './contentSource'
import {
  parseNdjson,
  resolveExportAssets,
  type ExportAssetManifest,
  type SanityDocument,
} from '../../cms/lib/exportAssets'

/** The bundled dataset; a fixed path so the bundler does not trace the whole project. */
export const DATASET_DIR = path.join(process.cwd(), 'cms', 'dataset')

const DOCUMENTS_FILE = 'production.ndjson'
const ASSETS_FILE = 'assets.json'
const DRAFT_PREFIX = 'drafts.'

/** Drafts laid over their published documents, as Sanity's `drafts` perspective does. */
function withDraftsApplied(documents: SanityDocument[]): SanityDocument[] {
  const byId = new Map<string, SanityDocument>()
  for (const doc of documents) {
    if (!doc._id.startsWith(DRAFT_PREFIX) && !byId.has(doc._id)) byId.set(doc._id, doc)
  }
  for (const doc of documents) {
    if (doc._id.startsWith(DRAFT_PREFIX)) {
      const id = doc._id.slice(DRAFT_PREFIX.length)
      byId.set(id, { ...doc, _id: id })
    }
  }
  return [...byId.values()]
}

/** One perspective's documents and an id index, so `->` is a lookup, not a scan of them all. */
interface DatasetView {
  documents: SanityDocument[]
  byId: Map<string, SanityDocument>
}

interface LoadedDataset {
  version: string
  views: Record<Perspective, DatasetView>
  results: Map<string, Promise<unknown>>
}

function view(documents: SanityDocument[]): DatasetView {
  return { documents, byId: new Map(documents.map((doc) => [doc._id, doc])) }
}

// `dir` is a parameter (tests and benchmarks pass a generated dataset); the ignore comments
// stop the bundler from tracing the whole project for it. The server reads cms/dataset/.
function fileVersion(file: string): string {
  return existsSync(/*turbopackIgnore: true*/ file)
    ? String(statSync(/*turbopackIgnore: true*/ file).mtimeMs)
    : 'none'
}

function readDataset(dir: string): Record<Perspective, DatasetView> {
  const documentsFile = path.join(dir, DOCUMENTS_FILE)
  const assetsFile = path.join(dir, ASSETS_FILE)
  const manifest: ExportAssetManifest = existsSync(/*turbopackIgnore: true*/ assetsFile)
    ? JSON.parse(readFileSync(/*turbopackIgnore: true*/ assetsFile, 'utf8'))
    : {}
  const documents = parseNdjson(readFileSync(/*turbopackIgnore: true*/ documentsFile, 'utf8'))
  // An export is never empty (the site settings at least): an empty file is one being written
  // (truncated, not yet filled), and read as such it would empty the search and the sitemap.
  if (documents.length === 0) throw new Error(`The dataset file ${documentsFile} has no documents`)
  const all = resolveExportAssets(documents, manifest)
  return {
    published: view(all.filter((doc) => !doc._id.startsWith(DRAFT_PREFIX))),
    drafts: view(withDraftsApplied(all)),
  }
}

/**
 * GROQ over the bundled dataset with groq-js. The parsed dataset and every query result are
 * kept in memory until a file of the dataset changes (groq-js has no indexes: each query
 * scans everything). While the changed files cannot be read, every query fails rather than
 * answering from the last copy: a page then keeps its last good render (Next keeps it when
 * `getStaticProps` throws) and the webhook reports the failure instead of a false success.
 */
export function createEmbeddedSource(dir = DATASET_DIR): ContentSource {
  let loaded: LoadedDataset | undefined

  function current(): LoadedDataset {
    const version = `${fileVersion(path.join(dir, DOCUMENTS_FILE))}:${fileVersion(path.join(dir, ASSETS_FILE))}`
    if (loaded?.version !== version) {
      loaded = { version, views: readDataset(dir), results: new Map() }
    }
    return loaded
  }

  return {
    fetch<Result>(
      query: string,
      params: Record<string, unknown>,
      perspective: Perspective = 'published',
    ): Promise<Result> {
      let dataset: LoadedDataset
      try {
        dataset = current()
      } catch (error) {
        // A dataset that cannot be read (missing, half-written) fails the query like any other
        // source error: a rejected promise, not a throw before the caller holds one.
        return Promise.reject(error)
      }
      const key = `${perspective}\u0000${query}\u0000${JSON.stringify(params)}`
      let result = dataset.results.get(key)
      if (result === undefined) {
        const { documents, byId } = dataset.views[perspective]
        result = (async () => {
          const tree = parse(query, { params })
          const value = await evaluate(tree, {
            dataset: documents,
            params,
            dereference: ({ _ref }) => byId.get(_ref) ?? null,
          })
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
