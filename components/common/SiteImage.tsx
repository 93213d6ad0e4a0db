import type { CSSProperties } from 'react'
import { responsiveImage } from '@/lib/images/responsiveImage'
import type { SiteImage as SiteImageData } from '@/lib/images/siteImage'

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
  const { style: placeholder, alt, ...attributes } = responsiveImage(image, sizes)
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see responsiveImage: same markup as next/image, without its client code
    <img
      {...attributes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={{ ...placeholder, ...style }}
    />
  )
}
