import sharp from 'sharp'

/** The subset of Sanity's image API the site's URLs use. */
export interface ImageTransform {
  rect?: { left: number; top: number; width: number; height: number }
  width?: number
  height?: number
  fit: 'crop' | 'clip' | 'max' | 'fill'
  quality: number
  format: 'webp' | 'jpg' | 'png'
}

const MAX_SIDE = 4000

export class TransformError extends Error {}

// Digits only: `Number` would also take `1e3`, `0x10`, ` 5` and `+5`, which no URL the site
// builds contains.
const WHOLE_NUMBER = /^\d{1,6}$/

function intParam(
  params: URLSearchParams,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const raw = params.get(name)
  if (raw === null) return undefined
  const value = Number(raw)
  if (!WHOLE_NUMBER.test(raw) || value < min || value > max) {
    throw new TransformError(`${name} must be a whole number from ${min} to ${max}`)
  }
  return value
}

/** Reads and checks the URL parameters; a bad one is an error naming it (answered with 400). */
export function parseImageTransform(params: URLSearchParams): ImageTransform {
  const rectRaw = params.get('rect')
  let rect: ImageTransform['rect']
  if (rectRaw !== null) {
    const raw = rectRaw.split(',')
    const parts = raw.map(Number)
    if (
      raw.length !== 4 ||
      raw.some((part) => !WHOLE_NUMBER.test(part) || Number(part) > 100_000)
    ) {
      throw new TransformError('rect must be left,top,width,height in whole pixels')
    }
    const [left, top, width, height] = parts as [number, number, number, number]
    if (width === 0 || height === 0) throw new TransformError('rect must not be empty')
    rect = { left, top, width, height }
  }
  const fit = params.get('fit') ?? 'clip'
  if (!['crop', 'clip', 'max', 'fill'].includes(fit))
    throw new TransformError('fit is not supported')
  const fm = params.get('fm') ?? 'webp'
  if (!['webp', 'jpg', 'png'].includes(fm)) throw new TransformError('fm must be webp, jpg or png')
  const dpr = intParam(params, 'dpr', 1, 3) ?? 1
  const scale = (value: number | undefined) =>
    value === undefined ? undefined : Math.min(MAX_SIDE, value * dpr)
  return {
    rect,
    width: scale(intParam(params, 'w', 1, MAX_SIDE)),
    height: scale(intParam(params, 'h', 1, MAX_SIDE)),
    fit: fit as ImageTransform['fit'],
    quality: intParam(params, 'q', 1, 100) ?? 75,
    format: fm as ImageTransform['format'],
  }
}

/** Applies a transform to an image file's bytes with sharp. */
export async function transformImage(input: Buffer, transform: ImageTransform): Promise<Buffer> {
  let image = sharp(input)
  if (transform.rect) {
    const { width = 0, height = 0 } = await image.metadata()
    const { left, top } = transform.rect
    const rect = {
      left: Math.min(left, width - 1),
      top: Math.min(top, height - 1),
      width: Math.max(1, Math.min(transform.rect.width, width - Math.min(left, width - 1))),
      height: Math.max(1, Math.min(transform.rect.height, height - Math.min(top, height - 1))),
    }
    image = sharp(await image.extract(rect).toBuffer())
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
