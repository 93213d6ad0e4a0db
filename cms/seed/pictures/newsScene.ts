import { plainBackgroundSvg, r } from '../patterns'
import type { Tone } from '../imageVocabulary'
import { PALETTES, type Palette } from '../tones'
import { EMOJI_SOURCE_ID, hasEmoji } from './emoji'
import type { Canvas, PictureKind, PictureSpec } from './kind'
import { roundel } from './roundel'

/**
 * A news story's picture: line drawings (Fluent Emoji, high contrast) on roundels over a calm
 * ground in a colour of the place, saying what
 * the story is about — a plant with a crane going up, coins beside rising bars, a trophy on a
 * stage, seedlings at the water's edge. The content names the setting, the main icon, up to four
 * icons around it, and may add a chart that rises or falls and a flag in a country's colours; the
 * image's seed only mirrors the scene, so a story's pictures differ by what they show.
 */
export interface NewsSceneSpec extends PictureSpec {
  kind: 'newsScene'
  setting: NewsSetting
  /** The scene's main icon, large in the middle (a Fluent Emoji name: `factory`, `trophy`). */
  subject: string
  /** Smaller icons beside it, the first nearest (at most four). */
  around?: string[]
  /** Bars that rise or fall behind the icons, with an arrow: results, emissions, sodium. */
  chart?: 'up' | 'down'
  /** A flag on a pole in a country's colours (first the field's): where the story goes. */
  flag?: { colours: string[]; layout: 'bands' | 'disc' | 'star' }
}

export const NEWS_SETTINGS = ['sky', 'sea', 'field', 'stage', 'room', 'lab', 'board'] as const
export type NewsSetting = (typeof NEWS_SETTINGS)[number]

const FLAG_LAYOUTS = ['bands', 'disc', 'star'] as const
const MOST_AROUND = 4
const HEX_COLOUR = /^#[0-9a-f]{6}$/i

/** Where the icons stand, as a share of the height. */
const GROUND = 0.82

interface Box {
  width: number
  height: number
}

/**
 * The ground of each setting: a calm gradient in a colour of the place (sky and sea blue, field
 * green, stage gold, room and lab grey, board brown), with a fine line where the floor meets it.
 */
const SETTING_TONES: Record<NewsSetting, Tone> = {
  sky: 'blue',
  sea: 'blue',
  field: 'green',
  stage: 'gold',
  room: 'gray',
  lab: 'gray',
  board: 'brown',
}

function ground(setting: NewsSetting, { width, height }: Box): string {
  const palette = PALETTES[SETTING_TONES[setting]]
  const floor = height * GROUND
  return (
    plainBackgroundSvg(palette) +
    `<rect y="${r(floor)}" width="${width}" height="${r(height - floor)}" fill="${palette.backgroundTo}" opacity="0.6"/>` +
    `<rect y="${r(floor)}" width="${width}" height="${r(height * 0.004, 2)}" fill="${palette.main}" opacity="0.35"/>`
  )
}

/** Four bars rising or falling on the left half, an arrow over their tops. */
function chart(direction: 'up' | 'down', { width: w, height: h }: Box, palette: Palette): string {
  const base = h * GROUND
  const shares = direction === 'up' ? [0.22, 0.33, 0.44, 0.58] : [0.58, 0.46, 0.35, 0.24]
  const barWidth = w * 0.075
  const gap = w * 0.035
  const left = w * 0.07
  const tops = shares.map((share) => base - h * share)
  const bars = tops
    .map(
      (top, i) =>
        `<rect x="${r(left + i * (barWidth + gap))}" y="${r(top)}" width="${r(barWidth)}" height="${r(base - top)}" rx="${r(barWidth * 0.12)}" fill="${palette.main}" opacity="${r(0.55 + i * 0.13)}"/>`,
    )
    .join('')
  const points = tops.map((top, i) => ({
    x: left + i * (barWidth + gap) + barWidth / 2,
    y: top - h * 0.07,
  }))
  const from = points[points.length - 2]!
  const to = points[points.length - 1]!
  const angle = Math.atan2(to.y - from.y, to.x - from.x)
  const head = h * 0.05
  const wing = (turn: number) =>
    `${r(to.x - head * Math.cos(angle + turn))} ${r(to.y - head * Math.sin(angle + turn))}`
  const stroke = `stroke="${palette.dark}" stroke-width="${r(h * 0.018)}" stroke-linecap="round" stroke-linejoin="round" fill="none"`
  return (
    bars +
    `<polyline points="${points.map(({ x, y }) => `${r(x)},${r(y)}`).join(' ')}" ${stroke}/>` +
    `<path d="M${wing(0.5)} L${r(to.x)} ${r(to.y)} L${wing(-0.5)}" ${stroke}/>`
  )
}

/** A five-pointed star at (cx, cy). */
function star(cx: number, cy: number, outer: number, colour: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : outer * 0.4
    const angle = -Math.PI / 2 + (i * Math.PI) / 5
    return `${r(cx + radius * Math.cos(angle))},${r(cy + radius * Math.sin(angle))}`
  })
  return `<polygon points="${points.join(' ')}" fill="${colour}"/>`
}

/** A flag on a pole standing at x: its colours as bands, or a disc or a star on the first. */
function flag(
  spec: NonNullable<NewsSceneSpec['flag']>,
  x: number,
  { width, height: h }: Box,
): string {
  const top = h * 0.22
  const flagWidth = h * 0.24
  const flagHeight = h * 0.16
  const [first, second = '#ffffff'] = spec.colours
  const pole = `<rect x="${r(x - h * 0.006)}" y="${r(top - h * 0.02)}" width="${r(h * 0.012)}" height="${r(h * GROUND - top + h * 0.02)}" rx="${r(h * 0.006)}" fill="#6b5b4e"/>`
  // The cloth flies towards the middle of the picture.
  const left = x < width / 2 ? x + h * 0.006 : x - h * 0.006 - flagWidth
  let cloth: string
  if (spec.layout === 'bands') {
    const band = flagHeight / spec.colours.length
    cloth = spec.colours
      .map(
        (colour, i) =>
          `<rect x="${r(left)}" y="${r(top + i * band)}" width="${r(flagWidth)}" height="${r(band + 0.5)}" fill="${colour}"/>`,
      )
      .join('')
  } else {
    cloth = `<rect x="${r(left)}" y="${r(top)}" width="${r(flagWidth)}" height="${r(flagHeight)}" fill="${first}"/>`
    const cx = left + flagWidth / 2
    const cy = top + flagHeight / 2
    cloth +=
      spec.layout === 'disc'
        ? `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(flagHeight * 0.3)}" fill="${second}"/>`
        : star(cx, cy, flagHeight * 0.36, second)
  }
  const outline = `<rect x="${r(left)}" y="${r(top)}" width="${r(flagWidth)}" height="${r(flagHeight)}" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="${r(h * 0.004)}"/>`
  return pole + cloth + outline
}

/** The roundels' radii as shares of the height: the subject, the two nearest, the two further. */
const RADII = { subject: 0.3, near: 0.17, far: 0.12 }

/**
 * The roundels in a row, centred in [left, right] of the picture: the further icons at the ends,
 * the nearest beside the subject (the first around it on the right, the second on the left), all
 * made smaller together where the row would not fit.
 */
function roundelRow(
  spec: NewsSceneSpec,
  left: number,
  right: number,
  height: number,
  palette: Palette,
  mirrored: boolean,
): string {
  const [near1, near2, far1, far2] = spec.around ?? []
  const row = [
    far2 && { name: far2, share: RADII.far },
    near2 && { name: near2, share: RADII.near },
    { name: spec.subject, share: RADII.subject },
    near1 && { name: near1, share: RADII.near },
    far1 && { name: far1, share: RADII.far },
  ].filter((item): item is { name: string; share: number } => Boolean(item))
  if (mirrored) row.reverse()
  const gap = height * 0.04
  const natural =
    row.reduce((sum, { share }) => sum + share * height * 2, 0) + gap * (row.length - 1)
  const fit = Math.min(1, ((right - left) * 0.94) / natural)
  let x = (left + right) / 2 - (natural * fit) / 2
  const centre = height * 0.52
  return row
    .map(({ name, share }) => {
      const radius = share * height * fit
      const markup = roundel(name, x + radius, centre, radius, palette)
      x += radius * 2 + gap * fit
      return markup
    })
    .join('')
}

function drawScene(spec: NewsSceneSpec, { width, height, random, palette }: Canvas): string {
  const box = { width, height }
  // The seed mirrors a scene without a chart: the flag on the other side, the row reversed.
  const mirrored = !spec.chart && random.next() < 0.5
  const flagX = spec.chart ? width * 0.96 : mirrored ? width * 0.93 : width * 0.07
  // A chart takes the left half; a flag, a strip at its side.
  const left = spec.chart ? width * 0.5 : spec.flag && !mirrored ? width * 0.14 : 0
  const right = spec.flag && (spec.chart || mirrored) ? width * 0.86 : width
  return (
    ground(spec.setting, box) +
    (spec.chart ? chart(spec.chart, box, palette) : '') +
    (spec.flag ? flag(spec.flag, flagX, box) : '') +
    roundelRow(spec, left, right, height, palette, mirrored)
  )
}

function problems(spec: NewsSceneSpec): string[] {
  const found: string[] = []
  if (!(NEWS_SETTINGS as readonly string[]).includes(String(spec.setting))) {
    found.push(`news scene setting must be one of ${NEWS_SETTINGS.join(', ')}`)
  }
  const icons = [spec.subject, ...(Array.isArray(spec.around) ? spec.around : [])]
  for (const name of icons) {
    if (typeof name !== 'string' || !hasEmoji(name)) {
      found.push(`news scene icon "${String(name)}" is not in Fluent Emoji (high contrast)`)
    }
  }
  if (spec.around !== undefined && !Array.isArray(spec.around)) {
    found.push('news scene around must be a list of icon names')
  } else if ((spec.around ?? []).length > MOST_AROUND) {
    found.push(`news scene has at most ${MOST_AROUND} icons around its subject`)
  }
  if (spec.chart !== undefined && spec.chart !== 'up' && spec.chart !== 'down') {
    found.push('news scene chart must be up or down')
  }
  if (spec.flag !== undefined) {
    const colours = Array.isArray(spec.flag.colours) ? spec.flag.colours : []
    if (colours.length < 2 || !colours.every((colour) => HEX_COLOUR.test(String(colour)))) {
      found.push('news scene flag needs two or more #rrggbb colours')
    }
    if (!(FLAG_LAYOUTS as readonly string[]).includes(String(spec.flag.layout))) {
      found.push(`news scene flag layout must be one of ${FLAG_LAYOUTS.join(', ')}`)
    }
  }
  const known = new Set(['kind', 'setting', 'subject', 'around', 'chart', 'flag'])
  for (const field of Object.keys(spec)) {
    if (!known.has(field)) found.push(`news scene has no field "${field}"`)
  }
  return found
}

export const newsScene: PictureKind<NewsSceneSpec> = {
  problems,
  draw: drawScene,
  sources: () => [EMOJI_SOURCE_ID],
  subject: (spec) =>
    [
      spec.setting,
      spec.subject,
      (spec.around ?? []).join('+'),
      spec.chart ?? '',
      spec.flag ? `${spec.flag.layout}:${spec.flag.colours.join(',')}` : '',
    ].join(' | '),
}
