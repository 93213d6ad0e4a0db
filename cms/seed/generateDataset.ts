import { createAssetStore, type AssetStoreOptions, type StoredAsset } from './assetStore'
import { collectDocuments } from './contentDocuments'
import { expandDocument } from './expandDocument'
import type { ExpandContext } from './expand'
import { createSchemaIndex } from './schemaIndex'

export interface GeneratedDataset {
  documents: Record<string, unknown>[]
  assets: StoredAsset[]
}

type Documents = { _type: string; source: Record<string, unknown> }[]

/** An English name of the site settings: the first of `fields` that is set. */
function settingsName(documents: Documents, fields: string[]): string {
  const settings = documents.find((document) => document._type === 'siteSettings')?.source
  const name = fields.map((field) => settings?.[field]).find(Boolean) as
    { en?: unknown } | undefined
  return typeof name?.en === 'string' ? name.en : 'Sample Company'
}

/** The name printed on the sample PDFs: the registered name in the site settings. */
const companyName = (documents: Documents) => settingsName(documents, ['legalName', 'siteName'])

/** Thrown when the content does not fit the schema; lists every problem found. */
export class ContentProblems extends Error {
  readonly problems: string[]

  constructor(problems: string[]) {
    // Documents are expanded concurrently: sorting makes the list the same from run to run.
    const sorted = [...problems].sort()
    const shown = sorted.slice(0, 50)
    const more =
      problems.length > shown.length ? `\n…and ${problems.length - shown.length} more` : ''
    super(`The seed content has ${problems.length} problem(s):\n  ${shown.join('\n  ')}${more}`)
    this.name = 'ContentProblems'
    this.problems = sorted
  }
}

/**
 * Expands the content modules into Sanity documents and draws their binaries, in memory.
 * Documents are expanded concurrently; the asset store keeps the drawing to one image per core.
 */
export async function generateDataset(
  content: Record<string, unknown>,
  schemaTypes: readonly unknown[],
  options: Omit<AssetStoreOptions, 'company' | 'siteName'> = {},
): Promise<GeneratedDataset> {
  const schema = createSchemaIndex(schemaTypes)
  const problems: string[] = []
  const contentDocuments = collectDocuments(content, schema, problems)
  const store = createAssetStore({
    company: companyName(contentDocuments),
    siteName: settingsName(contentDocuments, ['siteName']),
    ...options,
  })
  const context: ExpandContext = {
    schema,
    documentTypes: new Map(contentDocuments.map((document) => [document._id, document._type])),
    image: store.image,
    vector: store.vector,
    file: store.file,
    problems,
  }
  const documents = await Promise.all(
    contentDocuments.map((document) => expandDocument(document, context)),
  )
  if (problems.length > 0) throw new ContentProblems(problems)
  return { documents, assets: store.assets() }
}

/** How many documents of each type, by type name. */
export function countByType(documents: Record<string, unknown>[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const type of documents.map((document) => String(document._type)).sort()) {
    counts[type] = (counts[type] ?? 0) + 1
  }
  return counts
}
