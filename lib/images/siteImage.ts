import { IMAGE_SIZES, type ImageSizeName } from '@/cms/schemas/imageSizes'
import { imageUrlBuilder } from './imageSource'

/** An image as `imageProjection` (cms/queries/fragments.ts) returns it. */
export interface QueriedImage {
  crop: { top?: number; bottom?: number; left?: number; right?: number } | null
  hotspot: { x?: number; y?: number; height?: number; width?: number } | null
  asset: { _id: string; lqip: string | null; width: number | null; height: number | null } | null
  alt: string | null
  /** The language of `alt` when it is the fallback (see localizedLang); absent or null otherwise. */
  altLang?: 'th' | 'en' | null
}

/** Images smaller than this on a side get no blurred placeholder. */
const MIN_PLACEHOLDER_SIDE_PX = 64

/** What a component needs to show an image: ready to pass to `SiteImage`. */
export interface SiteImage {
  /** The image cropped (crop and hotspot applied) to the size's aspect ratio. */
  src: string
  width: number
  height: number
  alt: string
  /**
   * The language of `alt` when it is not the page's (the other language's text, shown because
   * the page's is missing): the `<img>`'s `lang`. Left out otherwise, so props stay as they were.
   */
  altLang?: 'th' | 'en'
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
  // An icon or a small logo paints at once: a placeholder would only add to the page's weight.
  const hasPlaceholder = Math.min(width, height) >= MIN_PLACEHOLDER_SIDE_PX
  return {
    src,
    width,
    height,
    alt: image.alt ?? '',
    ...(image.altLang ? { altLang: image.altLang } : {}),
    blurDataURL: hasPlaceholder ? image.asset.lqip : null,
  }
}
