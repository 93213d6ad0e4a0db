import { IMAGE_SIZES, type ImageSizeName } from '@/cms/schemas/imageSizes'
import { imageUrlBuilder } from './imageSource'

/** An image as `imageProjection` (cms/queries/fragments.ts) returns it. */
export interface QueriedImage {
  crop: { top?: number; bottom?: number; left?: number; right?: number } | null
  hotspot: { x?: number; y?: number; height?: number; width?: number } | null
  asset: { _id: string; lqip: string | null; width: number | null; height: number | null } | null
  alt: string | null
}

/** What a component needs to show an image: ready to pass to `SiteImage`. */
export interface SiteImage {
  /** The image cropped (crop and hotspot applied) to the size's aspect ratio. */
  src: string
  width: number
  height: number
  alt: string
  blurDataURL: string | null
}

/**
 * Resolves a queried image for one of the site's image sizes, on the server (loaders), so the
 * browser gets plain URLs and no builder code.
 */
export function toSiteImage(
  image: QueriedImage | null | undefined,
  size: ImageSizeName,
): SiteImage | null {
  if (!image?.asset?._id) return null
  const { width, height } = IMAGE_SIZES[size]
  const src = imageUrlBuilder()
    .image({
      asset: { _ref: image.asset._id },
      crop: image.crop ?? undefined,
      hotspot: image.hotspot ?? undefined,
    })
    .width(width)
    .height(height)
    .fit('crop')
    .auto('format')
    .url()
  return { src, width, height, alt: image.alt ?? '', blurDataURL: image.asset.lqip }
}
