import { createHash } from 'node:crypto'

/** Written next to `production.ndjson` by the export; read by the site's embedded source. */
export const DATASET_MANIFEST_FILE = 'production.manifest.json'

/**
 * What a complete `production.ndjson` is: how many documents and the SHA-256 of its bytes. A
 * file cut at a line boundary still parses, and would be served as the whole truth without it.
 */
export interface DatasetManifest {
  documents: number
  sha256: string
}

/** Documents of an NDJSON text, counted as parseNdjson counts them (one a non-blank line). */
export function countNdjsonDocuments(text: string): number {
  return text.split('\n').filter((line) => line.trim() !== '').length
}

export function datasetManifestOf(ndjson: string | Buffer): DatasetManifest {
  const bytes = typeof ndjson === 'string' ? Buffer.from(ndjson, 'utf8') : ndjson
  return {
    documents: countNdjsonDocuments(bytes.toString('utf8')),
    sha256: createHash('sha256').update(bytes).digest('hex'),
  }
}

/** The manifest file's text for an NDJSON export. */
export function toDatasetManifest(ndjson: string | Buffer): string {
  return `${JSON.stringify(datasetManifestOf(ndjson), null, 2)}\n`
}

/** Parses a manifest file; one that is not a manifest (half-written itself) is an error. */
export function parseDatasetManifest(text: string): DatasetManifest {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new Error(`The dataset manifest ${DATASET_MANIFEST_FILE} is not valid JSON`)
  }
  const fields = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >
  const { documents, sha256 } = fields
  if (
    typeof documents !== 'number' ||
    !Number.isInteger(documents) ||
    documents < 0 ||
    typeof sha256 !== 'string' ||
    !/^[0-9a-f]{64}$/.test(sha256)
  ) {
    throw new Error(
      `The dataset manifest ${DATASET_MANIFEST_FILE} has no document count and sha256`,
    )
  }
  return { documents, sha256 }
}

/**
 * Throws when `ndjson` is not the file `manifest` describes: fewer (or more) documents, or other
 * bytes. The message says which, for the log of whoever reads the dataset.
 */
export function assertMatchesManifest(ndjson: Buffer, manifest: DatasetManifest): void {
  const actual = datasetManifestOf(ndjson)
  if (actual.documents !== manifest.documents) {
    throw new Error(
      `The dataset file has ${actual.documents} documents, its manifest says ${manifest.documents}: it is incomplete or being written`,
    )
  }
  if (actual.sha256 !== manifest.sha256) {
    throw new Error(
      'The dataset file does not match the checksum of its manifest: it is being written or was changed without an export',
    )
  }
}
