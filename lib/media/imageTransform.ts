import { createHash } from 'node:crypto'
import sharp from 'sharp'
import {
  isVariantHeight,
  isVariantWidth,
  MAX_DPR,
  VARIANT_FORMATS,
  VARIANT_QUALITIES,
  VARIANT_WIDTHS,
} from './imageVariants'

// One libvips thread per image: the route runs a few transforms at a time (transformQueue.ts)
// and the cores left over keep rendering pages; sharp's default is one thread per core each.
sharp.concurrency(1)

/** The subset of Sanity's image API the site's URLs use. */
export interface ImageTransform {
  rect?: { left: number; top: number; width: number; height: number }
  width?: number
  height?: number
  fit: 'crop' | 'clip' | 'max' | 'fill'
  quality: number
  format: (typeof VARIANT_FORMATS)[number]
}

export class TransformError extends Error {}

const PARAMETERS = ['rect', 'w', 'h', 'fit', 'fm', 'q', 'dpr', 'auto']
const PLAIN_NAME = /^[a-z]{1,20}$/

// Digits only: `Number` would also take `1e3`, `0x10`, ` 5` and `+5`, which no URL the site
// builds contains.
const WHOLE_NUMBER = /^\d{1,6}$/

function wholeNumber(raw: string | null, message: string): number | undefined {
  if (raw === null) return undefined
  if (!WHOLE_NUMBER.test(raw)) throw new TransformError(message)
  return Number(raw)
}

function checkNames(params: URLSearchParams) {
  const seen = new Set<string>()
  for (const name of params.keys()) {
    if (!PARAMETERS.includes(name)) {
      // Only a plain name is repeated back: the message never carries a visitor's markup.
      const named = PLAIN_NAME.test(name) ? ` ${name}` : ''
      throw new TransformError(`unknown parameter${named} (allowed: ${PARAMETERS.join(', ')})`)
    }
    if (seen.has(name)) throw new TransformError(`${name} may be given only once`)
    seen.add(name)
  }
}

function parseRect(raw: string | null): ImageTransform['rect'] {
  if (raw === null) return undefined
  const parts = raw.split(',')
  if (parts.length !== 4 || parts.some((part) => !WHOLE_NUMBER.test(part))) {
    throw new TransformError('rect must be left,top,width,height in whole pixels')
  }
  const [left, top, width, height] = parts.map(Number) as [number, number, number, number]
  if (width === 0 || height === 0) throw new TransformError('rect must not be empty')
  return { left, top, width, height }
}

/**
 * Reads and checks the URL parameters against the variants the site generates
 * (imageVariants.ts); anything else is an error naming the parameter (answered with 400).
 */
export function parseImageTransform(params: URLSearchParams): ImageTransform {
  checkNames(params)
  const rect = parseRect(params.get('rect'))
  const width = wholeNumber(params.get('w'), `w must be one of ${VARIANT_WIDTHS.join(', ')}`)
  if (width !== undefined && !isVariantWidth(width)) {
    throw new TransformError(`w must be one of ${VARIANT_WIDTHS.join(', ')}`)
  }
  const heightMessage = "h must be a whole number that keeps one of the site's image ratios at w"
  const height = wholeNumber(params.get('h'), heightMessage)
  if (height !== undefined && !isVariantHeight(height, width)) {
    throw new TransformError(heightMessage)
  }
  const fit = params.get('fit') ?? 'clip'
  if (!['crop', 'clip', 'max', 'fill'].includes(fit)) {
    throw new TransformError('fit is not supported (crop, clip, max or fill)')
  }
  const fm = params.get('fm') ?? 'webp'
  if (!(VARIANT_FORMATS as readonly string[]).includes(fm)) {
    throw new TransformError(`fm must be ${VARIANT_FORMATS.join(', ')}`)
  }
  const quality = wholeNumber(params.get('q'), `q must be one of ${VARIANT_QUALITIES.join(', ')}`)
  if (quality !== undefined && !VARIANT_QUALITIES.includes(quality)) {
    throw new TransformError(`q must be one of ${VARIANT_QUALITIES.join(', ')}`)
  }
  const dprMessage = `dpr must be a whole number from 1 to ${MAX_DPR}`
  const dpr = wholeNumber(params.get('dpr'), dprMessage) ?? 1
  if (dpr < 1 || dpr > MAX_DPR) throw new TransformError(dprMessage)
  const auto = params.get('auto')
  // `auto=format` lets Sanity's CDN pick the browser's best format; here that is always WebP.
  if (auto !== null && auto !== 'format') throw new TransformError('auto must be format')
  return {
    rect,
    width: width === undefined ? undefined : width * dpr,
    height: height === undefined ? undefined : height * dpr,
    fit: fit as ImageTransform['fit'],
    quality: quality ?? 75,
    format: fm as ImageTransform['format'],
  }
}

/**
 * The transform as it will be encoded from a source of `source`'s size: the rect must lie in
 * the image (the URL builder never asks otherwise); the output is never larger than the
 * source's pixels (a 2x request of a small source gets the source's own size, at the asked
 * ratio, like Sanity's CDN); parameters that make no difference take one value. So every URL
 * costs at most one pass over the source, and equal outputs share one cache entry.
 */
export function fitToSource(
  transform: ImageTransform,
  source: { width: number; height: number },
): ImageTransform {
  const { rect } = transform
  if (rect && (rect.left + rect.width > source.width || rect.top + rect.height > source.height)) {
    throw new TransformError(`rect must lie within the image (${source.width}×${source.height})`)
  }
  const isWhole =
    rect !== undefined &&
    rect.left === 0 &&
    rect.top === 0 &&
    rect.width === source.width &&
    rect.height === source.height
  const region = rect ?? source
  let { width, height } = transform
  const scale = Math.min(
    1,
    width === undefined ? 1 : region.width / width,
    height === undefined ? 1 : region.height / height,
  )
  if (scale < 1) {
    width = width === undefined ? undefined : Math.max(1, Math.round(width * scale))
    height = height === undefined ? undefined : Math.max(1, Math.round(height * scale))
  }
  const isSized = width !== undefined || height !== undefined
  const covers = transform.fit === 'crop' || transform.fit === 'fill'
  return {
    rect: isWhole ? undefined : rect,
    width,
    height,
    // crop and fill both cover the box; clip and max keep the image inside it, and with the
    // box no larger than the source, max's "never enlarge" is clip too.
    fit: isSized && covers && width !== undefined && height !== undefined ? 'crop' : 'clip',
    // PNG is lossless: sharp's png() takes no quality.
    quality: transform.format === 'png' ? 100 : transform.quality,
    format: transform.format,
  }
}

/** The cache key of one variant: the source's content hash (its file name) and the transform. */
export function variantKey(sourceName: string, transform: ImageTransform): string {
  const { rect, width, height, fit, quality, format } = transform
  const rectPart = rect ? `${rect.left},${rect.top},${rect.width},${rect.height}` : '-'
  const normalised = [sourceName, rectPart, width ?? '-', height ?? '-', fit, quality, format]
  return createHash('sha256').update(normalised.join('|')).digest('hex')
}

/** Applies a transform to an image file's bytes with sharp. */
export async function transformImage(input: Buffer, transform: ImageTransform): Promise<Buffer> {
  let image = sharp(input)
  if (transform.rect) {
    // The rect was checked against the size in the file's name; the file itself decides.
    const { width = 0, height = 0 } = await image.metadata()
    const left = Math.min(transform.rect.left, width - 1)
    const top = Math.min(transform.rect.top, height - 1)
    image = image.extract({
      left,
      top,
      width: Math.max(1, Math.min(transform.rect.width, width - left)),
      height: Math.max(1, Math.min(transform.rect.height, height - top)),
    })
  }
  if (transform.width !== undefined || transform.height !== undefined) {
    image = image.resize({
      width: transform.width,
      height: transform.height,
      // crop and fill take exactly the asked size; clip and max keep the whole image inside it
      // (max never enlarges).
      fit: transform.fit === 'crop' || transform.fit === 'fill' ? 'cover' : 'inside',
      withoutEnlargement: transform.fit === 'max',
    })
  }
  const { quality } = transform
  if (transform.format === 'jpg') return image.jpeg({ quality }).toBuffer()
  if (transform.format === 'png') return image.png().toBuffer()
  return image.webp({ quality }).toBuffer()
}
