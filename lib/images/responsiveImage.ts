import { sanityImageLoader } from './imageLoader'
import type { SiteImage } from './siteImage'

// Next's default device and image widths: the srcset candidates for images with `sizes`.
const CANDIDATE_WIDTHS = [64, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048]

export interface ResponsiveImageAttributes {
  src: string
  srcSet: string
  sizes?: string
  width: number
  height: number
  alt: string
  style?: Record<string, string>
}

/**
 * The LQIP (a ~20 px wide image) stretched under the picture until it has painted over it; the
 * browser's smooth scaling blurs it. Not next/image's SVG blur filter around it: every such
 * background is an SVG document for the browser to build while it first computes styles, 27 of
 * them made that step three times slower on the home page (about 130 → 45 ms on this machine,
 * before any phone slowdown), and the wrapper added 22 KB to its HTML.
 */
function lqipBackground(blurDataURL: string) {
  return {
    backgroundImage: `url("${blurDataURL}")`,
    backgroundSize: 'cover',
    backgroundPosition: '50% 50%',
    backgroundRepeat: 'no-repeat',
  }
}

/**
 * The attributes of an `<img>` for a CMS image, with next/image's loader contract
 * (`sanityImageLoader`): a fixed-size image gets 1x and 2x; one with `sizes` gets every
 * candidate width up to twice its own. Computed without next/image's client component, which
 * would cost public pages 2 KiB of their JavaScript budget.
 */
export function responsiveImage(
  image: SiteImage,
  sizes?: string,
  quality = 75,
): ResponsiveImageAttributes {
  const url = (width: number) => sanityImageLoader({ src: image.src, width, quality })
  const srcSet = sizes
    ? CANDIDATE_WIDTHS.filter((w) => w <= image.width * 2)
        .map((w) => `${url(w)} ${w}w`)
        .join(', ')
    : `${url(image.width)} 1x, ${url(image.width * 2)} 2x`
  return {
    src: url(image.width),
    srcSet,
    sizes,
    width: image.width,
    height: image.height,
    alt: image.alt,
    style: image.blurDataURL ? lqipBackground(image.blurDataURL) : undefined,
  }
}
