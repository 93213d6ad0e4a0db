/**
 * @jest-environment node
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { IMAGE_SIZES, type ImageSizeName } from '@/cms/schemas/imageSizes'
import { responsiveImage } from '@/lib/images/responsiveImage'
import { toSiteImage, type QueriedImage } from '@/lib/images/siteImage'
import { fitToSource, parseImageTransform } from './imageTransform'

// Every distinct source size of the bundled dataset, plus sources larger than any crop.
const datasetSizes = readdirSync(path.join(process.cwd(), 'cms', 'dataset', 'images')).map(
  (name) => /-(\d+)x(\d+)\./.exec(name)!.slice(1).map(Number) as [number, number],
)
const SOURCES = [
  ...new Map(
    [...datasetSizes, [4000, 4000], [3000, 1000], [800, 3000]].map(([w, h]) => [
      `${w}x${h}`,
      [w, h],
    ]),
  ).values(),
] as [number, number][]

// The image as editors leave it: untouched, with a hotspot, with a crop and a hotspot.
const EDITS: Pick<QueriedImage, 'crop' | 'hotspot'>[] = [
  { crop: null, hotspot: null },
  { crop: null, hotspot: { x: 0.8, y: 0.3, width: 0.3, height: 0.4 } },
  {
    crop: { top: 0.05, bottom: 0.1, left: 0.2, right: 0.07 },
    hotspot: { x: 0.3, y: 0.6, width: 0.2, height: 0.2 },
  },
]

// No `sizes` (1x and 2x) and `sizes` whose narrowest slot is tiny (every candidate width up to
// twice the image's): together every URL responsiveImage can write; and a few real ones.
const SIZES = [
  undefined,
  '1px',
  '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw',
  '(min-width: 1024px) 480px, calc(100vw - 2rem)',
]

/** Every URL the site's builders write for one source and crop. */
function siteUrls(width: number, height: number, size: ImageSizeName): string[] {
  return EDITS.flatMap((edit) => {
    const image = toSiteImage(
      {
        ...edit,
        asset: { _id: `image-abc123-${width}x${height}-webp`, lqip: null, width, height },
        alt: 'x',
      },
      size,
    )!
    const attributes = SIZES.map((sizes) => responsiveImage(image, sizes))
    return [
      image.src,
      ...attributes.flatMap(({ src, srcSet }) => [
        src,
        ...srcSet.split(', ').map((candidate) => candidate.split(' ')[0]!),
      ]),
    ].filter((url) => url !== '') // an icon's srcset for `sizes` is empty: no candidate fits
  })
}

describe("the image route serves every URL the site's own builders write", () => {
  it.each(SOURCES)('a %i×%i source at each of the site image sizes', (width, height) => {
    const refused: string[] = []
    let count = 0
    for (const size of Object.keys(IMAGE_SIZES) as ImageSizeName[]) {
      for (const url of new Set(siteUrls(width, height, size))) {
        count += 1
        expect(url).toMatch(/^\/api\/cms-image\/images\/embedded\/production\/abc123-/)
        try {
          const params = new URL(url, 'http://localhost').searchParams
          fitToSource(parseImageTransform(params), { width, height })
        } catch (error) {
          refused.push(`${size} ${url}: ${(error as Error).message}`)
        }
      }
    }
    expect(count).toBeGreaterThan(100)
    expect(refused).toEqual([])
  })
})
