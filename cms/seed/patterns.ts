import type { Seeded } from './seeded'
import type { Palette } from './tones'

/**
 * Soft background patterns. With the motif, the colours and the layout they are what tells two
 * pictures of one motif apart (two chicken products, two brands' banners), so each image draws
 * its kind, scale and angle from its seed.
 */
const PATTERN_KINDS = ['dots', 'stripes', 'grid', 'waves', 'checks', 'rings', 'triangles'] as const

type PatternKind = (typeof PATTERN_KINDS)[number]

const CELLS: Record<PatternKind, (cell: number, colour: string) => string> = {
  dots: (c, colour) =>
    `<circle cx="${r(c / 2)}" cy="${r(c / 2)}" r="${r(c * 0.18)}" fill="${colour}"/>`,
  stripes: (c, colour) => `<rect width="${r(c / 2.5)}" height="${r(c)}" fill="${colour}"/>`,
  grid: (c, colour) =>
    `<path d="M0 0 H${r(c)} M0 0 V${r(c)}" stroke="${colour}" stroke-width="${r(c * 0.08)}"/>`,
  waves: (c, colour) =>
    `<path d="M0 ${r(c / 2)} Q${r(c / 4)} ${r(c * 0.2)} ${r(c / 2)} ${r(c / 2)} T${r(c)} ${r(c / 2)}" ` +
    `fill="none" stroke="${colour}" stroke-width="${r(c * 0.1)}"/>`,
  checks: (c, colour) =>
    `<rect width="${r(c / 2)}" height="${r(c / 2)}" fill="${colour}"/>` +
    `<rect x="${r(c / 2)}" y="${r(c / 2)}" width="${r(c / 2)}" height="${r(c / 2)}" fill="${colour}"/>`,
  rings: (c, colour) =>
    `<circle cx="${r(c / 2)}" cy="${r(c / 2)}" r="${r(c * 0.3)}" fill="none" stroke="${colour}" stroke-width="${r(c * 0.08)}"/>`,
  triangles: (c, colour) =>
    `<path d="M0 ${r(c)} L${r(c / 2)} ${r(c * 0.25)} L${r(c)} ${r(c)} Z" fill="${colour}"/>`,
}

/** The gradient, a pattern over it and a few soft shapes: the picture's background. */
export function backgroundSvg(
  palette: Palette,
  accent: Palette,
  random: Seeded,
  width: number,
  height: number,
): string {
  const side = Math.min(width, height)
  const kind = random.pick(PATTERN_KINDS)
  const cell = side * random.between(0.07, 0.13)
  const angle = random.pick([0, 30, 45, 60, 90, 135])
  const [x2, y2] = random.pick([
    [1, 1],
    [0, 1],
    [1, 0],
    [1, 0.4],
  ])
  const shapes = [0, 1, 2]
    .map(() => {
      const cx = random.between(0, width)
      const cy = random.between(0, height)
      const radius = side * random.between(0.15, 0.4)
      return `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="#ffffff" opacity="0.3"/>`
    })
    .join('')
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${palette.backgroundFrom}"/>` +
    `<stop offset="1" stop-color="${accent.backgroundTo}"/></linearGradient>` +
    `<pattern id="pattern" width="${r(cell)}" height="${r(cell)}" patternUnits="userSpaceOnUse" ` +
    `patternTransform="rotate(${angle})">${CELLS[kind](cell, accent.main)}</pattern></defs>` +
    `<rect width="100%" height="100%" fill="url(#bg)"/>` +
    `<rect width="100%" height="100%" fill="url(#pattern)" opacity="0.13"/>` +
    shapes
  )
}

/** The plain gradient of icons, too small for a pattern. */
export function plainBackgroundSvg(palette: Palette): string {
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${palette.backgroundFrom}"/>` +
    `<stop offset="1" stop-color="${palette.backgroundTo}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#bg)"/>`
  )
}

export const r = (value: number, digits = 1) => {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}
