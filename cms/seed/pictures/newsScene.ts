import { r } from '../patterns'
import type { Seeded } from '../seeded'
import type { Palette } from '../tones'
import { EMOJI_SOURCE_ID, emojiSvg, hasEmoji } from './emoji'
import type { Canvas, PictureKind, PictureSpec } from './kind'

/**
 * A news story's picture: a scene of Fluent Emoji Flat icons on a drawn backdrop, saying what
 * the story is about — a plant with a crane going up, coins beside rising bars, a trophy on a
 * stage, seedlings at the water's edge. The content names the setting, the main icon, up to four
 * icons around it, and may add a chart that rises or falls and a flag in a country's colours; the
 * image's seed only nudges where things stand, so a story's pictures differ by what they show.
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

/** An icon drawn `size` wide, its foot at (cx, bottom). */
function icon(name: string, cx: number, bottom: number, size: number): string {
  const { body, width, height } = emojiSvg(name)
  const scale = size / width
  const x = cx - size / 2
  const y = bottom - height * scale
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${r(scale, 4)})">${body}</g>`
}

function skyGradient(palette: Palette): string {
  return (
    `<defs><linearGradient id="sceneSky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#d9ecfa"/><stop offset="1" stop-color="${palette.backgroundFrom}"/>` +
    `</linearGradient></defs>`
  )
}

/** The backdrop of each setting, filling the canvas. */
const BACKDROPS: Record<NewsSetting, (box: Box, palette: Palette, random: Seeded) => string> = {
  sky({ width: w, height: h }, palette, random) {
    const g = h * GROUND
    const hill = random.between(0.2, 0.45)
    return (
      skyGradient(palette) +
      `<rect width="${w}" height="${h}" fill="url(#sceneSky)"/>` +
      `<circle cx="${r(w * random.between(0.15, 0.85))}" cy="${r(h * 0.18)}" r="${r(h * 0.09)}" fill="#ffffff" opacity="0.7"/>` +
      `<ellipse cx="${r(w * hill)}" cy="${r(g + h * 0.06)}" rx="${r(w * 0.55)}" ry="${r(h * 0.2)}" fill="#b9dcb0"/>` +
      `<ellipse cx="${r(w * (hill + 0.5))}" cy="${r(g + h * 0.08)}" rx="${r(w * 0.5)}" ry="${r(h * 0.16)}" fill="#a3d097"/>` +
      `<rect y="${r(g)}" width="${w}" height="${r(h - g)}" fill="#93c785"/>`
    )
  },
  sea({ width: w, height: h }, palette) {
    const shore = h * 0.6
    const waves = [0.68, 0.76, 0.9]
      .map(
        (y, index) =>
          `<path d="M0 ${r(h * y)}${` q${r(w / 16)} ${r(h * (index % 2 ? 0.02 : -0.02))} ${r(w / 8)} 0`.repeat(8)}" fill="none" stroke="#ffffff" stroke-width="${r(h * 0.008)}" opacity="0.55"/>`,
      )
      .join('')
    return (
      skyGradient(palette) +
      `<rect width="${w}" height="${h}" fill="url(#sceneSky)"/>` +
      `<ellipse cx="${r(w * 0.75)}" cy="${r(shore)}" rx="${r(w * 0.4)}" ry="${r(h * 0.07)}" fill="#9fcf93"/>` +
      `<rect y="${r(shore)}" width="${w}" height="${r(h - shore)}" fill="#8ccbe8"/>` +
      waves +
      `<path d="M0 ${r(h * 0.86)} Q${r(w * 0.3)} ${r(h * 0.8)} ${r(w * 0.55)} ${r(h * 0.85)} T${w} ${r(h * 0.84)} V${h} H0 Z" fill="#b89c78"/>`
    )
  },
  field({ width: w, height: h }, palette) {
    const g = h * 0.62
    const rows = Array.from({ length: 7 }, (_, i) => {
      const y = g + (h - g) * ((i + 1) / 8) ** 1.3
      return `<rect y="${r(y)}" width="${w}" height="${r(h * 0.012 * (i + 1))}" fill="#7dbb6d" opacity="0.8"/>`
    }).join('')
    return (
      skyGradient(palette) +
      `<rect width="${w}" height="${h}" fill="url(#sceneSky)"/>` +
      `<rect y="${r(g)}" width="${w}" height="${r(h - g)}" fill="#a8d58f"/>` +
      rows
    )
  },
  stage({ width: w, height: h }, palette) {
    const floor = h * 0.74
    const curtain = (x: number, flip: number) =>
      [0, 1, 2]
        .map(
          (fold) =>
            `<rect x="${r(x + flip * fold * w * 0.035)}" width="${r(w * 0.035)}" height="${r(floor)}" fill="${palette.main}" opacity="${0.75 + fold * 0.08}"/>`,
        )
        .join('')
    return (
      `<rect width="${w}" height="${h}" fill="${palette.backgroundTo}"/>` +
      `<path d="M${r(w * 0.38)} 0 H${r(w * 0.62)} L${r(w * 0.82)} ${r(floor)} H${r(w * 0.18)} Z" fill="#ffffff" opacity="0.35"/>` +
      curtain(0, 1) +
      curtain(w - w * 0.035, -1) +
      `<rect width="${w}" height="${r(h * 0.07)}" fill="${palette.dark}" opacity="0.85"/>` +
      `<rect y="${r(floor)}" width="${w}" height="${r(h - floor)}" fill="${palette.dark}"/>` +
      `<ellipse cx="${r(w / 2)}" cy="${r(h * GROUND)}" rx="${r(w * 0.32)}" ry="${r(h * 0.05)}" fill="#ffffff" opacity="0.25"/>`
    )
  },
  room({ width: w, height: h }, palette, random) {
    const floor = h * 0.7
    const windowX = w * random.pick([0.08, 0.62])
    return (
      `<rect width="${w}" height="${h}" fill="${palette.backgroundFrom}"/>` +
      `<rect x="${r(windowX)}" y="${r(h * 0.1)}" width="${r(w * 0.3)}" height="${r(h * 0.36)}" rx="${r(h * 0.015)}" fill="#dcefff" stroke="#ffffff" stroke-width="${r(h * 0.02)}"/>` +
      `<path d="M${r(windowX + w * 0.15)} ${r(h * 0.1)} V${r(h * 0.46)} M${r(windowX)} ${r(h * 0.28)} H${r(windowX + w * 0.3)}" stroke="#ffffff" stroke-width="${r(h * 0.012)}"/>` +
      `<rect y="${r(floor - h * 0.04)}" width="${w}" height="${r(h * 0.04)}" fill="${palette.backgroundTo}"/>` +
      `<rect y="${r(floor)}" width="${w}" height="${r(h - floor)}" fill="${palette.backgroundTo}" opacity="0.7"/>` +
      `<rect x="${r(w * 0.12)}" y="${r(h * GROUND)}" width="${r(w * 0.76)}" height="${r(h * 0.035)}" rx="${r(h * 0.017)}" fill="${palette.main}" opacity="0.55"/>`
    )
  },
  lab({ width: w, height: h }, palette) {
    const tile = h * 0.1
    const tiles = Array.from(
      { length: Math.ceil(w / tile) },
      (_, i) => `M${r(i * tile)} 0 V${r(h)}`,
    )
      .concat(Array.from({ length: 10 }, (_, i) => `M0 ${r(i * tile)} H${w}`))
      .join(' ')
    return (
      `<rect width="${w}" height="${h}" fill="#f3f7f8"/>` +
      `<path d="${tiles}" stroke="${palette.backgroundTo}" stroke-width="${r(h * 0.004)}"/>` +
      `<rect y="${r(h * GROUND)}" width="${w}" height="${r(h * (1 - GROUND))}" fill="${palette.main}" opacity="0.8"/>` +
      `<rect y="${r(h * GROUND)}" width="${w}" height="${r(h * 0.025)}" fill="${palette.dark}"/>`
    )
  },
  board({ width: w, height: h }, palette) {
    const step = h * 0.08
    const grid = Array.from({ length: 12 }, (_, i) => `M0 ${r(i * step)} H${w}`)
      .concat(Array.from({ length: Math.ceil(w / step) }, (_, i) => `M${r(i * step)} 0 V${h}`))
      .join(' ')
    return (
      `<rect width="${w}" height="${h}" fill="${palette.backgroundFrom}"/>` +
      `<path d="${grid}" stroke="${palette.backgroundTo}" stroke-width="${r(h * 0.003)}"/>` +
      `<rect y="${r(h * GROUND)}" width="${w}" height="${r(h * (1 - GROUND))}" fill="${palette.backgroundTo}"/>`
    )
  },
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

/** Where the icons around the subject stand (share of the width) and how big (of the height). */
const SLOTS = [
  { x: 0.78, size: 0.3 },
  { x: 0.22, size: 0.3 },
  { x: 0.92, size: 0.2 },
  { x: 0.08, size: 0.2 },
]
/** With a chart on the left, the subject stands right of it and the icons in front of the bars. */
const CHART_SLOTS = [
  { x: 0.9, size: 0.22 },
  { x: 0.14, size: 0.2 },
  { x: 0.34, size: 0.2 },
  { x: 0.55, size: 0.18 },
]

function drawScene(spec: NewsSceneSpec, { width, height, random, palette }: Canvas): string {
  const box = { width, height }
  const around = spec.around ?? []
  const ground = height * GROUND
  // The seed mirrors a scene without a chart and nudges everything a little.
  const mirrored = !spec.chart && random.next() < 0.5
  const nudge = () => width * random.between(-0.015, 0.015)
  const at = (share: number) => width * (mirrored ? 1 - share : share) + nudge()
  const slots = (spec.chart ? CHART_SLOTS : SLOTS).filter(
    (_, i) => !(spec.flag && !spec.chart && i === 3),
  )
  const placed = around.map((name, i) => ({ name, ...slots[i]! }))
  // Far icons first, so the near ones and the subject stand in front of them.
  const back = placed
    .filter(({ size }) => size < 0.25)
    .map(({ name, x, size }) => icon(name, at(x), ground + height * 0.02, height * size))
  const front = placed
    .filter(({ size }) => size >= 0.25)
    .map(({ name, x, size }) => icon(name, at(x), ground + height * 0.03, height * size))
  const subjectX = spec.chart ? 0.72 : 0.5
  const subject = icon(spec.subject, at(subjectX), ground + height * 0.04, height * 0.5)
  return (
    BACKDROPS[spec.setting](box, palette, random) +
    (spec.chart ? chart(spec.chart, box, palette) : '') +
    (spec.flag ? flag(spec.flag, at(spec.chart ? 0.96 : 0.07), box) : '') +
    back.join('') +
    subject +
    front.join('')
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
      found.push(`news scene icon "${String(name)}" is not in Fluent Emoji Flat`)
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
