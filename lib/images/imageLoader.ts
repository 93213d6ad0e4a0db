import type { ImageLoaderProps } from 'next/image'

/**
 * next/image loader for Sanity image URLs (the CDN's or this app's image route): asks for the
 * width the browser needs and the height that keeps the URL's aspect ratio; the crop (`rect`)
 * the server chose stays as it is.
 */
export function sanityImageLoader({ src, width, quality }: ImageLoaderProps): string {
  const isRelative = src.startsWith('/')
  const url = new URL(src, 'http://relative.invalid')
  const baseWidth = Number(url.searchParams.get('w'))
  const baseHeight = Number(url.searchParams.get('h'))
  url.searchParams.set('w', String(width))
  if (baseWidth > 0 && baseHeight > 0) {
    url.searchParams.set('h', String(Math.round((width * baseHeight) / baseWidth)))
  }
  url.searchParams.set('q', String(quality ?? 75))
  return isRelative ? `${url.pathname}${url.search}` : url.toString()
}
