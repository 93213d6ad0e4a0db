import type { CSSProperties } from 'react'
import { css } from '@/styled-system/css'
import { responsiveImage } from '@/lib/images/responsiveImage'
import type { SiteImage as SiteImageData } from '@/lib/images/siteImage'

/**
 * The LQIP (a ~20 px wide image) stretched under the picture until it has painted over it; the
 * browser's smooth scaling blurs it. Not next/image's SVG blur filter around it: every such
 * background is an SVG document for the browser to build while it first computes styles (27 of
 * them made that step three times slower on the home page). The sizing is a class; only the
 * image itself is inline.
 */
const placeholderClass = css({ bgSize: 'cover', bgPosition: '[50% 50%]', bgRepeat: 'no-repeat' })

interface SiteImageProps {
  image: SiteImageData
  /** The `sizes` attribute; without it the image is shown at its own size (1x and 2x). */
  sizes?: string
  /** Above the fold: load at once, with high priority. */
  priority?: boolean
  style?: CSSProperties
}

/**
 * A CMS image: responsive sources from Sanity's image API (the CDN, or this app's image route in
 * embedded mode) and its LQIP as a blurred placeholder.
 */
export function SiteImage({ image, sizes, priority = false, style }: SiteImageProps) {
  const { placeholder, alt, ...attributes } = responsiveImage(image, sizes)
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see responsiveImage: same markup as next/image, without its client code
    <img
      {...attributes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={placeholder ? placeholderClass : undefined}
      style={placeholder ? { backgroundImage: `url("${placeholder}")`, ...style } : style}
    />
  )
}
