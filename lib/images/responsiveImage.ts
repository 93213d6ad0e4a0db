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
 * The LQIP as a blurred background (the same SVG blur filter next/image uses), shown until the
 * opaque image has painted over it.
 */
function blurBackground(blurDataURL: string, width: number, height: number) {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}'><filter id='b' color-interpolation-filters='sRGB'><feGaussianBlur stdDeviation='20'/><feColorMatrix values='1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 100 -1' result='s'/><feFlood x='0' y='0' width='100%' height='100%'/><feComposite operator='out' in='s'/><feComposite in2='SourceGraphic'/><feGaussianBlur stdDeviation='20'/></filter><image width='100%' height='100%' x='0' y='0' preserveAspectRatio='none' style='filter: url(%23b);' href='${blurDataURL}'/></svg>`
  return {
    backgroundImage: `url("data:image/svg+xml;charset=utf-8,${svg}")`,
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
    style: image.blurDataURL
      ? blurBackground(image.blurDataURL, image.width, image.height)
      : undefined,
  }
}
