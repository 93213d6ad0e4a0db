import { imageUrlAt } from './imageLoader'
import type { SiteImage } from './siteImage'

// Next's default device and image widths: the srcset candidates for images with `sizes` (the
// image route serves these widths and no others: lib/media/imageVariants.ts).
export const CANDIDATE_WIDTHS = [64, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048]

/** The narrowest window the site is laid out for (the smallest public breakpoint). */
const NARROWEST_WINDOW_PX = 320

export interface ResponsiveImageAttributes {
  src: string
  srcSet: string
  sizes?: string
  width: number
  height: number
  alt: string
  /** The LQIP, for the `<img>`'s background (see SiteImage's placeholder class). */
  placeholder?: string
}

/**
 * The narrowest slot a `sizes` attribute gives the image on any window of the site: each entry
 * at the narrowest window it applies to (`(min-width: 1024px) 25vw` → 256 px, the last one at
 * 320 px). Null when an entry is not of that simple form: then no candidate is left out.
 */
export function narrowestSlotPx(sizes: string): number | null {
  let narrowest = Infinity
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const match = /^(?:\(min-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)$/.exec(entry)
    if (!match) return null
    const [, minWidth, amount, unit] = match
    const window = Math.max(NARROWEST_WINDOW_PX, Number(minWidth ?? 0))
    narrowest = Math.min(
      narrowest,
      unit === 'px' ? Number(amount) : (Number(amount) * window) / 100,
    )
  }
  return Number.isFinite(narrowest) ? narrowest : null
}

/**
 * The attributes of an `<img>` for a CMS image, with next/image's loader contract
 * (`imageUrlAt`): a fixed-size image gets 1x and 2x; one with `sizes` gets the candidate
 * widths from the first one that covers its narrowest slot up to twice its own width. Narrower
 * candidates are never chosen (a browser picks at least the slot's width), and every candidate
 * is a long URL in the HTML. Computed without next/image's client component, which would cost
 * public pages 2 KiB of their JavaScript budget.
 */
export function responsiveImage(
  image: SiteImage,
  sizes?: string,
  quality = 75,
): ResponsiveImageAttributes {
  const at = imageUrlAt(image.src)
  const url = (width: number) => at(width, quality)
  let srcSet = `${url(image.width)} 1x, ${url(image.width * 2)} 2x`
  if (sizes) {
    const narrowest = narrowestSlotPx(sizes) ?? 0
    const covering = CANDIDATE_WIDTHS.find((w) => w >= narrowest) ?? 0
    srcSet = CANDIDATE_WIDTHS.filter((w) => w >= covering && w <= image.width * 2)
      .map((w) => `${url(w)} ${w}w`)
      .join(', ')
  }
  return {
    src: url(image.width),
    srcSet,
    sizes,
    width: image.width,
    height: image.height,
    alt: image.alt,
    placeholder: image.blurDataURL ?? undefined,
  }
}
