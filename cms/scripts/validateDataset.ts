// Validates every document of the bundled dataset against the Studio's schema with Sanity's own
// validateDocument, offline: custom rules that query the dataset (unique slugs, one section per
// menu entry) get a client that answers with groq-js over the same export.
// Run: cd cms && npx sanity exec scripts/validateDataset.ts --mock-browser-env
import { readFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { createWorkspaceFromConfig, validateDocument, type SanityClient } from 'sanity'
import { parseNdjson, resolveExportAssets, type SanityDocument } from '../lib/exportAssets'
import config from '../sanity.config'

const datasetDir = process.env.DATASET_DIR || path.join(process.cwd(), 'dataset')

function loadDataset(): SanityDocument[] {
  const manifestFile = path.join(datasetDir, 'assets.json')
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {}
  const text = readFileSync(path.join(datasetDir, 'production.ndjson'), 'utf8')
  return resolveExportAssets(parseNdjson(text), manifest)
}

/** Just enough of a Sanity client for custom validation rules: `fetch` through groq-js. */
function datasetClient(documents: SanityDocument[]): SanityClient {
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, { params }), { dataset: documents, params })).get(),
    withConfig: () => client,
    // The workspace reads these to build URLs it never calls here.
    config: () => ({
      apiVersion: '2025-01-01',
      projectId: config.projectId,
      dataset: config.dataset,
      url: 'http://localhost.invalid',
      apiHost: 'http://localhost.invalid',
    }),
  }
  return client as unknown as SanityClient
}

async function main() {
  const documents = loadDataset()
  const client = datasetClient(documents)
  const ids = new Set(documents.map((doc) => doc._id))
  const workspace = await createWorkspaceFromConfig({
    ...config,
    currentUser: {
      id: 'dataset-validator',
      name: 'Dataset validator',
      email: 'validator@localhost',
      role: 'administrator',
      roles: [{ name: 'administrator', title: 'Administrator' }],
    },
    getClient: () => client,
  })

  const contentDocuments = documents.filter((doc) => !doc._type.startsWith('sanity.'))
  const counts = new Map<string, number>()
  let errors = 0
  for (const document of contentDocuments) {
    counts.set(document._type, (counts.get(document._type) ?? 0) + 1)
    const markers = await validateDocument({
      document: document as Parameters<typeof validateDocument>[0]['document'],
      workspace,
      getClient: () => client,
      getDocumentExists: async ({ id }) => ids.has(id),
      environment: 'cli',
    })
    for (const marker of markers.filter((m) => m.level === 'error')) {
      errors += 1
      const where = marker.path
        .map((p) => (typeof p === 'object' ? JSON.stringify(p) : p))
        .join('.')
      console.error(`ERROR ${document._id} (${document._type}) ${where}: ${marker.message}`)
    }
  }
  const summary = [...counts.entries()]
    .sort()
    .map(([type, n]) => `${type} ${n}`)
    .join(', ')
  console.log(`Validated ${contentDocuments.length} documents (${summary}): ${errors} errors`)
  if (errors > 0) process.exitCode = 1
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
