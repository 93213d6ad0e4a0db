import { availableParallelism } from 'node:os'
import type { ExportAssetInfo as AssetInfo } from '../lib/exportAssets'
import { slugify } from '../lib/slugify'
import { assetCredit, drawnCredit, madeCredit } from './credits'
import { sha1 } from './hash'
import type { Drawing } from './imageSpec'
import { composeSvg, renderImage } from './images'
import { createLimit } from './limit'
import { fileNameOf, PDF_SOURCES, renderInvestorPdf, type InvestorPdfSpec } from './pdf'
import { isLineDrawing } from './motifs'
import { pictureKindOf } from './pictures'
import { EMOJI_SOURCE_ID } from './pictures/emoji'
import type { RenderImage } from './renderCache'

export interface StoredAsset {
  /** Path inside the dataset folder: `images/<sha1>-<w>x<h>.webp` or `files/<sha1>.pdf`. */
  path: string
  buffer: Buffer
  info: AssetInfo
}

export interface AssetStoreOptions {
  /** The company named on the PDFs. */
  company: string
  /** The site our own drawings and documents are credited to as made for (default `company`). */
  siteName?: string
  /** Images drawn at once (default: one per core). */
  concurrency?: number
  /** How images are drawn (default: renderImage; the build passes a cached one). */
  renderImage?: RenderImage
}

/**
 * The generated binaries of one build. Each distinct image (spec and size) is drawn once, each
 * distinct PDF written once; identical bytes share one file, named by their SHA-1 as Sanity
 * names assets.
 */
export function createAssetStore(options: AssetStoreOptions) {
  const limit = createLimit(options.concurrency ?? availableParallelism())
  const render = options.renderImage ?? renderImage
  const siteName = options.siteName ?? options.company
  const byPath = new Map<string, StoredAsset>()
  const pending = new Map<string, Promise<string>>()

  /**
   * The sources a drawing is drawn from: its picture kind's, the line drawings' for a motif drawn
   * from them, none for one of our own (a logo, a flag).
   */
  function sourcesOf({ picture, motif }: Drawing): string[] {
    const kind = picture && pictureKindOf(picture)
    if (picture && kind) return kind.sources(picture)
    return isLineDrawing(motif) ? [EMOJI_SOURCE_ID] : []
  }

  /** Two drawings could give the same bytes: keep one name, the first by file name. */
  function store(path: string, buffer: Buffer, info: AssetInfo): string {
    const existing = byPath.get(path)
    if (!existing || info.originalFilename < existing.info.originalFilename) {
      byPath.set(path, { path, buffer, info })
    }
    return path
  }

  function once(key: string, make: () => Promise<string>): Promise<string> {
    let path = pending.get(key)
    if (path === undefined) {
      path = make()
      pending.set(key, path)
    }
    return path
  }

  function image(drawing: Drawing, size: { width: number; height: number }): Promise<string> {
    const key = JSON.stringify(['image', drawing, size.width, size.height])
    return once(key, () =>
      limit(async () => {
        const { buffer, width, height, lqip } = await render(drawing, size.width, size.height)
        return store(`images/${sha1(buffer)}-${width}x${height}.webp`, buffer, {
          width,
          height,
          lqip,
          size: buffer.length,
          mimeType: 'image/webp',
          originalFilename: `${slugify(`${drawing.seed} ${drawing.motif}`)}.webp`,
          ...assetCredit(sourcesOf(drawing), drawnCredit(siteName)),
        })
      }),
    )
  }

  /**
   * A drawing's SVG as a file (a brand's logo as a vector): the markup its picture is rendered
   * from, credited as the picture is.
   */
  function vector(drawing: Drawing, size: { width: number; height: number }): Promise<string> {
    const key = JSON.stringify(['vector', drawing, size.width, size.height])
    return once(key, async () => {
      const buffer = Buffer.from(composeSvg(drawing, size.width, size.height), 'utf8')
      return store(`files/${sha1(buffer)}.svg`, buffer, {
        size: buffer.length,
        mimeType: 'image/svg+xml',
        originalFilename: `${slugify(`${drawing.seed} ${drawing.motif}`)}.svg`,
        ...assetCredit(sourcesOf(drawing), drawnCredit(siteName)),
      })
    })
  }

  /** An investor document's PDF in one language (see pdf/types.ts), set in Noto Sans Thai. */
  function file(spec: InvestorPdfSpec): Promise<string> {
    const key = JSON.stringify(['file', spec])
    return once(key, async () => {
      const buffer = await renderInvestorPdf(spec)
      return store(`files/${sha1(buffer)}.pdf`, buffer, {
        size: buffer.length,
        mimeType: 'application/pdf',
        originalFilename: fileNameOf(spec),
        ...assetCredit(PDF_SOURCES, madeCredit(siteName)),
      })
    })
  }

  /** The binaries, sorted by path. */
  function assets(): StoredAsset[] {
    return [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  }

  return { image, vector, file, assets }
}

export type AssetStore = ReturnType<typeof createAssetStore>
