import { markSvg } from '../marks'
import { r } from '../patterns'
import { seeded } from '../seeded'
import { ALL_TONES, PALETTES } from '../tones'
import { EMOJI_SOURCE_ID, hasEmoji } from './emoji'
import type { Canvas, PictureKind, PictureSpec } from './kind'
import type { LabelText } from './packLabel'
import { PACKS, type PackForm } from './packshotPacks'
import { subjectArt, type BrandLook, type Subject } from './packSubject'
import {
  emoji,
  frameOf,
  lawn,
  mix,
  onStage,
  room,
  shadow,
  studio,
  table,
  TINTS,
  type Frame,
  type Placement,
  type Tint,
} from './packshotStage'

/**
 * A product's packshot: its pack, in its brand's colours and with its brand's mark, standing in
 * a studio; on the pack's window or label, what the product is, composed from Fluent Emoji. A
 * gallery shows other views of the same product: the pack with the raw product beside it, the
 * back label, the dish served on the table, the ingredients on a board, a scene.
 *
 * `picture: { kind: 'packshot', brand: { mark: 'brand-golden-farm logo', tone: 'gold' },
 * pack: 'tray', subject: { main: 'cut-of-meat', tint: 'poultry', count: 2, garnish: ['lemon'] },
 * view: 'served', dish: 'plate', items: ['green-salad', 'cut-of-meat'] }`
 */

export const VIEWS = ['front', 'pack', 'back', 'served', 'ingredients', 'scene'] as const
export type View = (typeof VIEWS)[number]

export const DISHES = ['plate', 'bowl', 'pan', 'pot', 'board', 'grill', 'steamer', 'table'] as const
export type Dish = (typeof DISHES)[number]

export const SETTINGS = ['lawn', 'room'] as const
export type Setting = (typeof SETTINGS)[number]

export interface PackshotSpec extends PictureSpec {
  kind: 'packshot'
  /**
   * The brand whose colours and mark the pack wears: its logo's seed (`<brand id> logo`) and
   * tone, so the mark is the very one its logo image shows.
   */
  brand: { mark: string; tone: keyof typeof PALETTES }
  pack: PackForm
  subject: Subject
  /** What the pack's front label prints: the product's names and net contents. */
  label: LabelText
  /** The colour of a sauce or paste seen through a bottle's or jar's glass. */
  contents?: string
  /** `front` (the hero) unless a gallery picture says otherwise. */
  view?: View
  /** Served: what the dish is served in. */
  dish?: Dish
  /**
   * Served, ingredients and scene: the emoji laid out, the first the largest; `name~tint`
   * tints one (`cut-of-meat~roast`).
   */
  items?: string[]
  /** Scene: where it takes place. */
  setting?: Setting
}

const HEX = /^#[0-9a-f]{6}$/i

function problems(spec: PackshotSpec): string[] {
  const found: string[] = []
  const emojiNames = [
    spec.subject?.main,
    ...(spec.subject?.garnish ?? []),
    ...(spec.items ?? []).map((item) => itemOf(item).name),
  ].filter((name) => name !== undefined)
  if (typeof spec.subject?.main !== 'string') found.push('packshot needs subject.main')
  if (
    typeof spec.label?.name?.th !== 'string' ||
    typeof spec.label?.name?.en !== 'string' ||
    typeof spec.label?.net !== 'string'
  ) {
    found.push('packshot needs label { name: { th, en }, net }')
  }
  for (const name of emojiNames) {
    if (typeof name !== 'string' || !hasEmoji(name)) {
      found.push(
        `unknown emoji "${String(name)}" (a name of @iconify-json/fluent-emoji-high-contrast)`,
      )
    }
  }
  if (!Object.hasOwn(PACKS, String(spec.pack))) {
    found.push(`unknown pack form "${spec.pack}" (one of ${Object.keys(PACKS).join(', ')})`)
  }
  const view = spec.view ?? 'front'
  if (!(VIEWS as readonly string[]).includes(view)) {
    found.push(`unknown view "${view}" (one of ${VIEWS.join(', ')})`)
  }
  if (spec.dish !== undefined && !(DISHES as readonly string[]).includes(spec.dish)) {
    found.push(`unknown dish "${spec.dish}" (one of ${DISHES.join(', ')})`)
  }
  if (spec.setting !== undefined && !(SETTINGS as readonly string[]).includes(spec.setting)) {
    found.push(`unknown setting "${spec.setting}" (one of ${SETTINGS.join(', ')})`)
  }
  if (spec.subject?.tint !== undefined && !Object.hasOwn(TINTS, spec.subject.tint)) {
    found.push(`unknown tint "${spec.subject.tint}" (one of ${Object.keys(TINTS).join(', ')})`)
  }
  for (const item of spec.items ?? []) {
    const { tint } = itemOf(item)
    if (tint !== undefined && !Object.hasOwn(TINTS, tint)) found.push(`unknown tint "${tint}"`)
  }
  const count = spec.subject?.count ?? 1
  if (!Number.isInteger(count) || count < 1 || count > 6) found.push('subject.count is 1 to 6')
  if ((spec.subject?.garnish ?? []).length > 2) found.push('a subject has at most two garnishes')
  if (!Object.hasOwn(PALETTES, String(spec.brand?.tone)) || typeof spec.brand?.mark !== 'string') {
    found.push('packshot needs brand { mark: "<brand id> logo", tone }')
  }
  if (spec.contents !== undefined && !HEX.test(spec.contents)) found.push('contents is #rrggbb')
  if ((view === 'served' || view === 'ingredients' || view === 'scene') && !spec.items?.length) {
    found.push(`the ${view} view needs items`)
  }
  return found
}

/** An item's emoji name and tint: `cut-of-meat~roast`. */
function itemOf(item: string): { name: string; tint?: Tint } {
  const [name = '', tint] = String(item).split('~')
  return tint === undefined ? { name } : { name, tint: tint as Tint }
}

/** An item placed: its emoji, tinted as it says. */
function item(spec: string, place: Placement): string {
  const { name, tint } = itemOf(spec)
  return emoji(name, { ...place, tint })
}

/**
 * The brand's look: the colours and mark its logo image is drawn with (the `logo` motif draws
 * its accent from the logo's seed, then the mark; see composeSvg and cms/seed/marks.ts).
 */
export function brandLook(brand: PackshotSpec['brand']): BrandLook {
  const random = seeded(brand.mark)
  const palette = PALETTES[brand.tone]
  const accent = PALETTES[random.pick(ALL_TONES)]
  return { palette, accent, mark: markSvg(palette, accent, random) }
}

/** Where the items of a dish sit on it, around its centre: the first in the middle. */
const SPOTS = [
  { x: 0, y: -0.05, size: 0.62 },
  { x: 0.42, y: 0.12, size: 0.36 },
  { x: -0.42, y: 0.1, size: 0.36 },
  { x: 0.18, y: -0.36, size: 0.32 },
  { x: -0.2, y: -0.34, size: 0.3 },
]

/** A dish seen from above at an angle, its items on it. */
function served(spec: PackshotSpec, look: BrandLook): string {
  const items = spec.items ?? []
  const dish = spec.dish ?? 'plate'
  const x = 50
  const y = 52
  const radius = dish === 'board' ? 38 : 34
  const onDish = items
    .slice(0, SPOTS.length)
    .map((name, index) => {
      const spot = SPOTS[index]!
      // On the bare table the dish is the first item itself, the others set further out.
      const spread = dish === 'table' && index > 0 ? 1.9 : 1
      const scale = dish === 'bowl' ? 0.85 : dish === 'table' && index === 0 ? 1.35 : 1
      return item(name, {
        x: x + spot.x * radius * spread,
        y: y + spot.y * radius * spread,
        size: spot.size * radius * 2 * scale,
        rotate: index === 0 ? 0 : (index % 2 ? -1 : 1) * 14,
        shadow: dish === 'table',
      })
    })
    .join('')
  const vessel = VESSELS[dish](x, y, radius, look)
  return vessel.under + onDish + vessel.over
}

interface Vessel {
  under: string
  over: string
}

const VESSELS: Record<Dish, (x: number, y: number, radius: number, look: BrandLook) => Vessel> = {
  plate: (x, y, radius, { palette }) => ({
    under:
      shadow(x + 2, y + 4, radius * 1.05, radius * 0.75) +
      `<ellipse cx="${x}" cy="${y}" rx="${radius}" ry="${r(radius * 0.78)}" fill="#ffffff"/>` +
      `<ellipse cx="${x}" cy="${y}" rx="${r(radius * 0.92)}" ry="${r(radius * 0.7)}" fill="none" stroke="${palette.main}" stroke-width="0.8"/>` +
      `<ellipse cx="${x}" cy="${y + 1}" rx="${r(radius * 0.7)}" ry="${r(radius * 0.52)}" fill="#f3f1ee"/>`,
    over: '',
  }),
  bowl: (x, y, radius, { palette }) => ({
    under:
      shadow(x + 2, y + radius * 0.7, radius * 1.05, radius * 0.35) +
      `<path d="M${x - radius} ${y} A${radius} ${radius * 0.95} 0 0 0 ${x + radius} ${y} Z" fill="#ffffff"/>` +
      `<path d="M${x - radius} ${y} A${radius} ${radius * 0.95} 0 0 0 ${x + radius} ${y} Z" fill="url(#ps-shade)"/>` +
      `<path d="M${r(x - radius * 0.7)} ${r(y + radius * 0.62)} Q${x} ${r(y + radius * 0.74)} ${r(x + radius * 0.7)} ${r(y + radius * 0.62)}" stroke="${palette.main}" stroke-width="1.6" fill="none"/>` +
      `<ellipse cx="${x}" cy="${y}" rx="${radius}" ry="${r(radius * 0.38)}" fill="#f7f4ef"/>` +
      `<ellipse cx="${x}" cy="${y + 0.5}" rx="${r(radius * 0.9)}" ry="${r(radius * 0.32)}" fill="${mix(palette.backgroundTo, '#b9743a', 0.5)}"/>`,
    over: '',
  }),
  pan: (x, y, radius) => ({
    under:
      shadow(x + 2, y + 4, radius * 1.1, radius * 0.75) +
      `<path d="M${x + radius * 0.8} ${y - radius * 0.3} L${x + radius * 1.45} ${y - radius * 0.75}" stroke="#2f2f33" stroke-width="5" stroke-linecap="round"/>` +
      `<ellipse cx="${x}" cy="${y}" rx="${radius}" ry="${r(radius * 0.78)}" fill="#2f2f33"/>` +
      `<ellipse cx="${x}" cy="${y + 1}" rx="${r(radius * 0.86)}" ry="${r(radius * 0.66)}" fill="#45454c"/>`,
    over: '',
  }),
  pot: (x, y, radius, { palette }) => ({
    under:
      shadow(x + 2, y + 5, radius * 1.15, radius * 0.78) +
      `<ellipse cx="${x - radius * 1.02}" cy="${y}" rx="5" ry="3" fill="#3a3a40"/>` +
      `<ellipse cx="${x + radius * 1.02}" cy="${y}" rx="5" ry="3" fill="#3a3a40"/>` +
      `<ellipse cx="${x}" cy="${y}" rx="${radius}" ry="${r(radius * 0.78)}" fill="#5b5d66"/>` +
      `<ellipse cx="${x}" cy="${y + 0.8}" rx="${r(radius * 0.88)}" ry="${r(radius * 0.68)}" fill="${mix(palette.backgroundTo, '#c0803e', 0.55)}"/>`,
    over: '',
  }),
  board: (x, y, radius) => ({
    under:
      shadow(x + 2, y + 4, radius * 1.1, radius * 0.6) +
      `<rect x="${x - radius}" y="${r(y - radius * 0.58)}" width="${radius * 2}" height="${r(radius * 1.16)}" rx="6" fill="#a8733f"/>` +
      `<rect x="${x - radius + 1.5}" y="${r(y - radius * 0.58 + 1.5)}" width="${radius * 2 - 3}" height="${r(radius * 1.16 - 3)}" rx="5" fill="#d9a56c"/>` +
      `<rect x="${x + radius - 1}" y="${y - 3}" width="9" height="6" rx="3" fill="#a8733f"/>`,
    over: '',
  }),
  grill: (x, y, radius) => {
    const bars = Array.from({ length: 9 }, (_, index) => {
      const barY = y - radius * 0.6 + index * radius * 0.15
      return `<path d="M${r(x - radius * 0.9)} ${r(barY)} H${r(x + radius * 0.9)}" stroke="#8c8f96" stroke-width="0.9"/>`
    }).join('')
    return {
      under:
        shadow(x + 2, y + 5, radius * 1.1, radius * 0.8) +
        `<ellipse cx="${x}" cy="${y}" rx="${radius}" ry="${r(radius * 0.8)}" fill="#26272b"/>` +
        `<ellipse cx="${x}" cy="${y}" rx="${r(radius * 0.86)}" ry="${r(radius * 0.66)}" fill="#e2571e"/>` +
        `<ellipse cx="${x}" cy="${y}" rx="${r(radius * 0.6)}" ry="${r(radius * 0.45)}" fill="#ffb347" opacity="0.7"/>` +
        bars,
      over: '',
    }
  },
  table: () => ({ under: '', over: '' }),
  steamer: (x, y, radius) => {
    const slats = Array.from({ length: 7 }, (_, index) => {
      const slatX = x - radius * 0.75 + index * radius * 0.25
      return `<path d="M${r(slatX)} ${r(y - radius * 0.5)} V${r(y + radius * 0.5)}" stroke="#c9a46c" stroke-width="0.8"/>`
    }).join('')
    return {
      under:
        shadow(x + 2, y + 6, radius * 1.1, radius * 0.8) +
        `<ellipse cx="${x}" cy="${y + 5}" rx="${radius}" ry="${r(radius * 0.78)}" fill="#b68a4f"/>` +
        `<ellipse cx="${x}" cy="${y}" rx="${radius}" ry="${r(radius * 0.78)}" fill="#d9b57c"/>` +
        `<ellipse cx="${x}" cy="${y}" rx="${r(radius * 0.88)}" ry="${r(radius * 0.68)}" fill="#eedcb8"/>` +
        slats,
      over: '',
    }
  },
}

/** The raw ingredients laid out on a cutting board, a knife beside them. */
function ingredients(spec: PackshotSpec): string {
  const items = (spec.items ?? []).slice(0, 6)
  const perRow = items.length > 3 ? Math.ceil(items.length / 2) : items.length
  const laid = items
    .map((name, index) => {
      const row = Math.floor(index / perRow)
      const column = index % perRow
      const inRow = Math.min(perRow, items.length - row * perRow)
      const rows = Math.ceil(items.length / perRow)
      const size = rows === 1 ? 26 : 21
      return item(name, {
        x: 50 + (column - (inRow - 1) / 2) * (size * 1.15),
        y: (rows === 1 ? 50 : 40 + row * 22) + (column % 2 ? 2 : -1),
        size,
        rotate: (column % 2 ? 1 : -1) * 8,
        shadow: true,
      })
    })
    .join('')
  return (
    shadow(52, 80, 46, 6) +
    `<rect x="6" y="22" width="84" height="58" rx="7" fill="#9a6a3a"/>` +
    `<rect x="7.5" y="23.5" width="81" height="55" rx="6" fill="#d8a66f"/>` +
    `<rect x="88" y="44" width="9" height="12" rx="4" fill="#9a6a3a"/>` +
    `<path d="M14 30 Q50 26 82 31" stroke="#c18d57" stroke-width="0.5" fill="none"/>` +
    `<path d="M14 70 Q50 74 82 69" stroke="#c18d57" stroke-width="0.5" fill="none"/>` +
    laid +
    emoji('kitchen-knife', { x: 80, y: 88, size: 18, rotate: 40 })
  )
}

/** A scene on the lawn or in a room: the first item large, the others beside it. */
function scene(spec: PackshotSpec): string {
  const [first, ...rest] = spec.items ?? []
  const others = rest
    .slice(0, 4)
    .map((name, index) =>
      item(name, {
        x: 72 + (index % 2) * 12 - Math.floor(index / 2) * 46,
        y: 72 + (index % 2) * 6,
        size: 20,
        rotate: index % 2 ? -10 : 10,
        shadow: true,
      }),
    )
    .join('')
  return (first ? item(first, { x: 44, y: 52, size: 52, shadow: true }) : '') + others
}

/** The product's pack on the 100 × 100 stage (its foot at y 86, centred on x 50). */
export function packOf(spec: PackshotSpec, look: BrandLook, side: 'front' | 'back'): string {
  return PACKS[spec.pack](
    look,
    { subject: spec.subject, label: spec.label, contents: spec.contents ?? '#b23a1e' },
    side,
  )
}

/** The pack, drawn at `scale` about its foot's centre and moved by (dx, dy). */
function packAt(
  spec: PackshotSpec,
  look: BrandLook,
  side: 'front' | 'back',
  scale: number,
  dx = 0,
) {
  const drawn = packOf(spec, look, side)
  return `<g transform="translate(${r(50 + dx, 2)} 86) scale(${scale}) translate(-50 -86)">${drawn}</g>`
}

function draw(spec: PackshotSpec, canvas: Canvas): string {
  const frame: Frame = frameOf(canvas.width, canvas.height)
  const look = brandLook(spec.brand)
  const view = spec.view ?? 'front'
  let background: string
  let content: string
  switch (view) {
    case 'front':
      background = studio(frame, look.palette)
      content = packAt(spec, look, 'front', 0.96)
      break
    case 'back':
      background = studio(frame, look.palette)
      content = packAt(spec, look, 'back', 0.96)
      break
    case 'pack':
      background = studio(frame, look.palette)
      // The pack, and the product itself on a board in front of it.
      content =
        packAt(spec, look, 'front', 0.8, -14) +
        shadow(75, 92, 24, 3.5) +
        `<rect x="50" y="72" width="48" height="20" rx="4" fill="#a8733f"/>` +
        `<rect x="51" y="72.5" width="46" height="18" rx="3.5" fill="#d9a56c"/>` +
        subjectArt(spec.subject, 74, 79, 34)
      break
    case 'served':
      background = table(frame, look.palette)
      content = served(spec, look)
      break
    case 'ingredients':
      background = table(frame, look.palette)
      content = ingredients(spec)
      break
    case 'scene':
      background = spec.setting === 'room' ? room(frame, look.palette) : lawn(frame, look.palette)
      content = scene(spec)
      break
  }
  const staged = onStage(frame, content)
  return background + staged
}

/** What a product's picture shows: its subject, whatever the view. */
function subject(spec: PackshotSpec): string {
  const { main, count = 1, tint, garnish = [] } = spec.subject
  return [tint ? `${main}~${tint}` : main, `×${count}`, ...[...garnish].sort()].join(' ')
}

export const packshot: PictureKind<PackshotSpec> = {
  problems,
  draw,
  sources: () => [EMOJI_SOURCE_ID],
  subject,
}
