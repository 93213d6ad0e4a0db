/** A document of a Sanity NDJSON export. */
export interface SanityDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

/** Parses an NDJSON export; a broken line is an error that names it. */
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

/**
 * Where an asset comes from, as Sanity's asset sources record it on the asset document
 * (`sanity.assetSourceData`): the source's name, the item's id within it, a link to it.
 */
export interface ExportAssetSource {
  name: string
  id: string
  url?: string
}

/** What `cms/dataset/assets.json` records for each binary (what Sanity keeps on the asset document): the seed writes it, the export reads it. */
export interface ExportAssetInfo {
  width?: number
  height?: number
  lqip?: string
  size: number
  mimeType: string
  originalFilename: string
  /** The credit its supplier asks for when it is published (Sanity's `creditLine`). */
  creditLine?: string
  /** The openly licensed work it is drawn from; none for our own drawings. */
  source?: ExportAssetSource
}

export type ExportAssetManifest = Record<string, ExportAssetInfo>

/** Where the app serves the bundled binaries (see pages/api/cms-image and pages/api/cms-file). */
export const EMBEDDED_IMAGE_BASE = '/api/cms-image'
export const EMBEDDED_FILE_BASE = '/api/cms-file'
export const EMBEDDED_PROJECT = { projectId: 'embedded', dataset: 'production' } as const

const ASSET_REFERENCE =
  /^(image|file)@file:\/\/\.\/((?:images|files)\/([a-f0-9]+)(?:-(\d+)x(\d+))?\.(\w+))$/

interface ParsedReference {
  kind: 'image' | 'file'
  path: string
  hash: string
  width?: number
  height?: number
  extension: string
}

function parseReference(reference: string): ParsedReference | null {
  const match = ASSET_REFERENCE.exec(reference)
  if (!match) return null
  const [, kind, filePath, hash, width, height, extension] = match
  return {
    kind: kind as 'image' | 'file',
    path: filePath!,
    hash: hash!,
    width: width ? Number(width) : undefined,
    height: height ? Number(height) : undefined,
    extension: extension!,
  }
}

/** Sanity's asset id: `image-<hash>-<w>x<h>-<ext>` or `file-<hash>-<ext>`. */
function assetId(ref: ParsedReference): string {
  return ref.kind === 'image'
    ? `image-${ref.hash}-${ref.width}x${ref.height}-${ref.extension}`
    : `file-${ref.hash}-${ref.extension}`
}

function assetDocument(ref: ParsedReference, info: ExportAssetInfo | undefined): SanityDocument {
  const { projectId, dataset } = EMBEDDED_PROJECT
  const fileName = ref.path.split('/')[1]!
  const common = {
    _id: assetId(ref),
    assetId: ref.hash,
    extension: ref.extension,
    mimeType:
      info?.mimeType ??
      (ref.kind === 'image' ? `image/${ref.extension}` : 'application/octet-stream'),
    size: info?.size ?? 0,
    originalFilename: info?.originalFilename ?? fileName,
    path: `${ref.kind}s/${projectId}/${dataset}/${fileName}`,
    ...(info?.creditLine !== undefined && { creditLine: info.creditLine }),
    ...(info?.source && { source: { _type: 'sanity.assetSourceData', ...info.source } }),
  }
  if (ref.kind === 'file') {
    return { ...common, _type: 'sanity.fileAsset', url: `${EMBEDDED_FILE_BASE}/${fileName}` }
  }
  const width = info?.width ?? ref.width ?? 0
  const height = info?.height ?? ref.height ?? 0
  return {
    ...common,
    _type: 'sanity.imageAsset',
    url: `${EMBEDDED_IMAGE_BASE}/images/${projectId}/${dataset}/${fileName}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width,
        height,
        aspectRatio: width / (height || 1),
      },
      lqip: info?.lqip,
    },
  }
}

/**
 * An export (`sanity dataset export`) replaces asset references with `_sanityAsset` pointers to
 * bundled files. To query it as the Content Lake would be queried, turn each pointer back into
 * an asset reference and add the asset documents, with the metadata the export's manifest
 * keeps (dimensions, LQIP), so `asset->metadata.lqip` works the same in both modes.
 */
export function resolveExportAssets(
  documents: SanityDocument[],
  manifest: ExportAssetManifest,
): SanityDocument[] {
  const assets = new Map<string, SanityDocument>()

  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit)
    if (value === null || typeof value !== 'object') return value
    const { _sanityAsset, ...rest } = value as Record<string, unknown>
    const resolved = Object.fromEntries(
      Object.entries(rest).map(([key, child]) => [key, visit(child)]),
    )
    if (typeof _sanityAsset !== 'string') return resolved
    const ref = parseReference(_sanityAsset)
    if (!ref) return resolved
    const asset = assets.get(assetId(ref)) ?? assetDocument(ref, manifest[ref.path])
    assets.set(asset._id, asset)
    return { ...resolved, asset: { _type: 'reference', _ref: asset._id } }
  }

  const resolvedDocuments = documents.map((doc) => visit(doc) as SanityDocument)
  return [...resolvedDocuments, ...assets.values()]
}
