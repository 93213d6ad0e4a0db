import { products } from '../content/products'
import { r } from '../patterns'
import { EMOJI_SOURCE_ID } from './emoji'
import type { Canvas, PictureKind } from './kind'
import type { LineupSpec } from './lineupSpec'
import { brandLook, packOf, type PackshotSpec } from './packshot'
import type { PackForm } from './packshotPacks'
import { shadow, studio, type Frame } from './packshotStage'

/**
 * A range shot: several products' packs standing side by side in the packshots' studio, slightly
 * overlapping, the middle one in front, for a brand's cover and banner and a business line's
 * hero. Each pack is the very one its product's packshot shows (drawn from the product's own
 * packshot spec in `products.ts`), so the range is the brand's real range.
 *
 * `picture: { kind: 'lineup', products: ['skinless-chicken-breast', 'pork-collar', 'roast-duck'] }`
 */
export type { LineupSpec } from './lineupSpec'

export const MIN_PACKS = 3
export const MAX_PACKS = 5

/** Each pack form's half width and top on its 100 × 100 stage (foot at y 86, centre x 50). */
const FORMS: Record<PackForm, { halfWidth: number; top: number }> = {
  tray: { halfWidth: 42, top: 34 },
  vacuum: { halfWidth: 28, top: 14 },
  bag: { halfWidth: 28, top: 8 },
  pouch: { halfWidth: 29, top: 14 },
  carton: { halfWidth: 37, top: 26 },
  kit: { halfWidth: 37, top: 16 },
  cup: { halfWidth: 31, top: 28 },
  bottle: { halfWidth: 21, top: 6 },
  jar: { halfWidth: 26, top: 26 },
  eggbox: { halfWidth: 42, top: 34 },
  eggtray: { halfWidth: 44, top: 16 },
}

/** The packshot spec of the product with this slug (its hero picture), or undefined. */
function packshotOf(slug: string): PackshotSpec | undefined {
  const product = products.find((candidate) => candidate.slug === slug)
  const picture = product?.heroImage?.picture as PackshotSpec | undefined
  return picture?.kind === 'packshot' ? picture : undefined
}

function problems(spec: LineupSpec): string[] {
  if (!Array.isArray(spec.products)) return ['lineup needs products (slugs)']
  const found: string[] = []
  if (spec.products.length < MIN_PACKS || spec.products.length > MAX_PACKS) {
    found.push(`a lineup shows ${MIN_PACKS} to ${MAX_PACKS} products`)
  }
  for (const slug of spec.products) {
    if (!packshotOf(slug)) found.push(`unknown product "${String(slug)}" (a slug of products.ts)`)
  }
  if (new Set(spec.products).size !== spec.products.length) {
    found.push('a lineup shows each product once')
  }
  return found
}

/** One pack placed: where its foot's centre stands and how large it is drawn. */
interface Placed {
  markup: string
  x: number
  foot: number
  scale: number
  /** How far from the middle of the row: the further, the further back. */
  depth: number
}

function draw(spec: LineupSpec, canvas: Canvas): string {
  // The stage is 100 units high and as wide as the canvas.
  const scale = canvas.height / 100
  const frame: Frame = { width: canvas.width, height: canvas.height, scale, left: 0, top: 0 }
  const stageWidth = canvas.width / scale
  const packs = spec.products.map((slug) => packshotOf(slug)!)
  const middle = (packs.length - 1) / 2
  const tallest = Math.max(...packs.map((pack) => 86 - FORMS[pack.pack].top))
  // On a thin strip (a brand's cover) the packs stand nearly as high as the picture, lower down.
  const strip = stageWidth > 500
  const base = Math.min(strip ? 1 : 0.9, (strip ? 84 : 72) / tallest)
  const front = strip ? 95 : 90
  const row = (base: number) => {
    const sizes = packs.map((pack, index) => {
      const depth = Math.abs(index - middle)
      return { depth, scale: base * (1 - depth * 0.07) }
    })
    // Side by side, each overlapping its neighbour by a little of the narrower one.
    const widths = packs.map((pack, index) => FORMS[pack.pack].halfWidth * 2 * sizes[index]!.scale)
    const overlaps = widths.slice(1).map((width, index) => Math.min(width, widths[index]!) * 0.14)
    const total = widths.reduce((sum, width) => sum + width, 0) - overlaps.reduce((a, b) => a + b)
    return { sizes, widths, overlaps, total }
  }
  // The tallest pack stands well within the picture, and the row leaves a margin either side.
  const natural = row(base)
  const { sizes, widths, overlaps, total } =
    natural.total > stageWidth * 0.84 ? row(base * ((stageWidth * 0.84) / natural.total)) : natural
  let left = (stageWidth - total) / 2
  const placed: Placed[] = packs.map((pack, index) => {
    const size = sizes[index]!
    const x = left + widths[index]! / 2
    left += widths[index]! - (overlaps[index] ?? 0)
    return {
      markup: packOf(pack, brandLook(pack.brand), 'front'),
      x,
      foot: front - size.depth * 3,
      scale: size.scale,
      depth: size.depth,
    }
  })
  // The ones further back first, so the middle pack stands in front of its neighbours.
  const packed = [...placed]
    .sort((a, b) => b.depth - a.depth || a.x - b.x)
    .map(
      (pack) =>
        `<g transform="translate(${r(pack.x, 2)} ${r(pack.foot, 2)}) scale(${r(pack.scale, 4)}) translate(-50 -86)">${pack.markup}</g>`,
    )
    .join('')
  // The whole row's soft shadow on the floor, the light from the upper left.
  const floor = shadow(stageWidth / 2 + 2, front - 2, total * 0.55, 6, 0.4)
  const staged = `<g transform="scale(${r(scale, 4)})">${floor}${packed}</g>`
  return studio(frame, canvas.palette) + staged
}

export const lineup: PictureKind<LineupSpec> = {
  problems,
  draw,
  sources: () => [EMOJI_SOURCE_ID],
  // The range shown, whatever its order: no two pictures show the same products.
  subject: (spec) => [...spec.products].sort().join(' '),
}
