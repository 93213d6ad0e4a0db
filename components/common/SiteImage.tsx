import Image, { type ImageProps } from 'next/image'
import { sanityImageLoader } from '@/lib/images/imageLoader'
import type { SiteImage as SiteImageData } from '@/lib/images/siteImage'

type SiteImageProps = Omit<ImageProps, 'src' | 'alt' | 'width' | 'height' | 'loader'> & {
  image: SiteImageData
}

/**
 * A CMS image through next/image: responsive sizes from Sanity's image API (the CDN, or this
 * app's image route in embedded mode) and the LQIP as the blurred placeholder.
 */
export function SiteImage({ image, ...props }: SiteImageProps) {
  return (
    <Image
      loader={sanityImageLoader}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      placeholder={image.blurDataURL ? 'blur' : 'empty'}
      blurDataURL={image.blurDataURL ?? undefined}
      {...props}
    />
  )
}
