import type { CSSProperties } from 'react'
import { StaticHtml } from './StaticHtml'
import { css } from '@/styled-system/css'
import { responsiveImage } from '@/lib/images/responsiveImage'
import type { SiteImage as SiteImageData } from '@/lib/images/siteImage'

/**
 * The LQIP (a ~20 px wide image) stretched under the picture until it has painted over it; the
 * browser's smooth scaling blurs it. Not next/image's SVG blur filter around it: every such
 * background is an SVG document for the browser to build while it first computes styles (27 of
 * them made that step three times slower on the home page). The image is the element's
 * `--placeholder`; the class draws it once the page has painted (`data-painted` on the root,
 * lib/page/pageScriptLoader.ts): a page has 10–30 of them, and the first paint need not wait
 * for their decoding — Lighthouse counts each data URL as a request before it (home's LCP
 * 1741 → 1516 ms without them). Without scripts there is no placeholder, only the picture.
 */
const placeholderClass = css({
  '[data-painted] &': {
    bgImage: '[var(--placeholder)]',
    bgSize: 'cover',
    bgPosition: '[50% 50%]',
    bgRepeat: 'no-repeat',
  },
})

/** The inline style carrying the LQIP for `placeholderClass`. */
const withPlaceholder = (placeholder: string, style: CSSProperties | undefined) =>
  ({ '--placeholder': `url("${placeholder}")`, ...style }) as CSSProperties

/** An image at its box's full width, its height by its ratio: a block, or inline as text is. */
const FLUID = {
  block: { width: '100%', height: 'auto', display: 'block' },
  inline: { width: '100%', height: 'auto' },
} satisfies Record<string, CSSProperties>

/** Rounded corners, as the theme's radii of the same names. */
const CORNERS = { md: '0.5rem', lg: '0.75rem', full: '9999px' }

interface SiteImageProps {
  image: SiteImageData
  /** The `sizes` attribute; without it the image is shown at its own size (1x and 2x). */
  sizes?: string
  /** Above the fold and the largest paint: load at once, with high priority. */
  priority?: boolean
  /**
   * Above the fold but not the largest paint on a phone: load at once, at the browser's own
   * priority, which it raises once the image is laid out on screen. A high priority there takes
   * the bandwidth the text's fonts and stylesheet need first.
   */
  eager?: boolean
  /** At its box's full width (see `FLUID`). */
  fluid?: keyof typeof FLUID
  rounded?: keyof typeof CORNERS
  /** Anything else the image's box needs (an aspect ratio). */
  style?: CSSProperties
}

/**
 * A CMS image: responsive sources from Sanity's image API (the CDN, or this app's image route in
 * embedded mode) and its LQIP as a blurred placeholder.
 */
export function SiteImage({
  image,
  sizes,
  priority = false,
  eager = false,
  fluid,
  rounded,
  style: extra,
}: SiteImageProps) {
  const { placeholder, alt, ...attributes } = responsiveImage(image, sizes)
  const style =
    fluid || rounded
      ? { ...(fluid && FLUID[fluid]), ...(rounded && { borderRadius: CORNERS[rounded] }), ...extra }
      : extra
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see responsiveImage: same markup as next/image, without its client code
    <img
      {...attributes}
      alt={alt}
      // Alt text in the other language (the page's is missing) is read with that language's voice.
      lang={image.altLang}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={placeholder ? placeholderClass : undefined}
      style={placeholder ? withPlaceholder(placeholder, style) : style}
    />
  )
}

interface FramedImageProps extends Omit<SiteImageProps, 'image' | 'fluid' | 'style'> {
  /** Nothing is drawn without an image. */
  image: SiteImageData | null | undefined
  /** The box around the image: its width, its place, its frame. */
  className: string
  /** The image as a block (nothing under it) rather than inline, on the text's baseline. */
  block?: boolean
  /** The picture stays as the server rendered it (StaticHtml): it never changes on this page. */
  isStatic?: boolean
  'data-testid'?: string
}

/** A CMS image at the full width of a box of its own. */
export function FramedImage({
  image,
  className,
  block = false,
  isStatic = false,
  'data-testid': testId,
  ...props
}: FramedImageProps) {
  if (!image) return null
  const Frame = isStatic ? StaticHtml : 'div'
  return (
    <Frame className={className} data-testid={testId}>
      <SiteImage image={image} fluid={block ? 'block' : 'inline'} {...props} />
    </Frame>
  )
}
