// A bench page's first screen as its floor paints it (bench/site/reference/floor): the page's
// largest contentful paint as the browser found it (largestPaint.ts), turned into the one element
// its floor renders at the page's own path — the same image bytes at the same CSS size, or the same
// text in the same font at the same width — and nothing else. The floor apps read these from
// FIRST_SCREENS_FILE.

/** The font of a painted text, as the browser computed it on the site's page. */
export interface TextFont {
  family: string
  size: string
  weight: string
  lineHeight: string
  letterSpacing: string
}

/** A page's largest contentful paint, as largestPaint.ts reads it in the browser. */
export type LargestPaint =
  | {
      kind: 'image'
      /** The image the browser chose from the srcset (currentSrc), absolute. */
      url: string
      alt: string
      /** Its box on the page, CSS px. */
      width: number
      height: number
      /** The response the browser got for it: what the floor serves. */
      contentType: string
      bytes: number
    }
  | {
      kind: 'text'
      text: string
      lang: string
      /** The width of its content box, CSS px: where the text wraps. */
      width: number
      font: TextFont
    }

interface ImageScreen {
  page: string
  kind: 'image'
  /** The attributes and style of the floor's one `<img>`. */
  image: { src: string; alt: string; width: number; height: number }
  /** The file, beside FIRST_SCREENS_FILE, holding the bytes the site sent. */
  file: string
  contentType: string
  bytes: number
}

interface TextScreen {
  page: string
  kind: 'text'
  text: string
  lang: string
  /** The style of the floor's one `<p>`. */
  style: {
    width: string
    margin: 0
    fontFamily: string
    fontSize: string
    fontWeight: string
    lineHeight: string
    letterSpacing: string
  }
}

export type FirstScreen = ImageScreen | TextScreen

/** The image floors' route for a page's largest image (floor/image/pages/api/first-screen-image). */
export const floorImageSrc = (page: string) => `/api/first-screen-image${page}`

/** A file name for a page's image bytes: its path in one segment, the extension its type says. */
export function imageFileName(page: string, contentType: string): string {
  const extension = /^image\/([a-z0-9]+)/.exec(contentType)?.[1] ?? 'bin'
  return `${page.replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '-')}.${extension}`
}

/** CSS px to two decimals: what layout gives is kept, the float noise is not. */
const px = (value: number) => Math.round(value * 100) / 100

export function firstScreenOf(page: string, paint: LargestPaint): FirstScreen {
  if (paint.kind === 'image') {
    return {
      page,
      kind: 'image',
      image: {
        src: floorImageSrc(page),
        alt: paint.alt,
        width: px(paint.width),
        height: px(paint.height),
      },
      file: imageFileName(page, paint.contentType),
      contentType: paint.contentType,
      bytes: paint.bytes,
    }
  }
  const { font } = paint
  return {
    page,
    kind: 'text',
    text: paint.text,
    lang: paint.lang,
    style: {
      width: `${px(paint.width)}px`,
      margin: 0,
      fontFamily: font.family,
      fontSize: font.size,
      fontWeight: font.weight,
      lineHeight: font.lineHeight,
      letterSpacing: font.letterSpacing,
    },
  }
}

/** The floor in a few words, for the report: "image 380×105, 4.3 KiB webp". */
export function describeFirstScreen(screen: FirstScreen): string {
  if (screen.kind === 'image') {
    const { width, height } = screen.image
    const type = screen.contentType.replace(/^image\//, '')
    return `image ${Math.round(width)}×${Math.round(height)}, ${(screen.bytes / 1024).toFixed(1)} KiB ${type}`
  }
  const family = screen.style.fontFamily
    .split(',')[0]!
    .trim()
    .replace(/^["']|["']$/g, '')
  return `text, ${screen.text.length} characters in ${family} ${screen.style.fontSize}`
}
