import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import type { ContentSource, Perspective } from './contentSource'
import {
  DATASET_MANIFEST_FILE,
  assertMatchesManifest,
  parseDatasetManifest,
} from '../../cms/lib/datasetManifest'
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
export interface DatasetView {
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

/**
 * The dataset's documents as each perspective sees them, checked against its manifest. Also
 * what the Content Lake stand-in of the contract test serves (lib/testing/fakeContentLake.ts).
 */
export function readDataset(
  dir: string,
  warn: (message: string) => void,
): Record<Perspective, DatasetView> {
  const documentsFile = path.join(dir, DOCUMENTS_FILE)
  const assetsFile = path.join(dir, ASSETS_FILE)
  const manifestFile = path.join(dir, DATASET_MANIFEST_FILE)
  const manifest: ExportAssetManifest = existsSync(/*turbopackIgnore: true*/ assetsFile)
    ? JSON.parse(readFileSync(/*turbopackIgnore: true*/ assetsFile, 'utf8'))
    : {}
  const bytes = readFileSync(/*turbopackIgnore: true*/ documentsFile)
  // A file cut at a line boundary parses: only the manifest tells it from the whole export.
  if (existsSync(/*turbopackIgnore: true*/ manifestFile)) {
    assertMatchesManifest(
      bytes,
      parseDatasetManifest(readFileSync(/*turbopackIgnore: true*/ manifestFile, 'utf8')),
    )
  } else {
    warn(
      `The dataset ${documentsFile} has no ${DATASET_MANIFEST_FILE}: it is read without a completeness check (npm run dataset:manifest writes one)`,
    )
  }
  const documents = parseNdjson(bytes.toString('utf8'))
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
 * scans everything). While the changed files cannot be read, or `production.ndjson` does not
 * match its manifest (cut short), every query fails rather than answering from the last copy or
 * from part of the file: a page then keeps its last good render (Next keeps it when
 * `getStaticProps` throws) and the webhook reports the failure instead of a false success.
 * Each refused version of the files is logged once.
 */
export function createEmbeddedSource(dir = DATASET_DIR): ContentSource {
  let loaded: LoadedDataset | undefined
  // A broken version of the files is logged once, not on every query; a missing manifest once.
  let refused: string | undefined
  let hasWarned = false

  function current(): LoadedDataset {
    const version = [DOCUMENTS_FILE, ASSETS_FILE, DATASET_MANIFEST_FILE]
      .map((file) => fileVersion(path.join(dir, file)))
      .join(':')
    if (loaded?.version !== version) {
      try {
        const views = readDataset(dir, (message) => {
          if (!hasWarned) console.warn(message)
          hasWarned = true
        })
        loaded = { version, views, results: new Map() }
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        if (refused !== version)
          console.error(`The content dataset in ${dir} is refused: ${reason}`)
        refused = version
        throw error
      }
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
