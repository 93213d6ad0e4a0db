import type { Palette } from './tones'

/**
 * The calm ground every motif picture stands on: its tone's gradient, no pattern (the house style
 * is restrained: docs/decisions.md), and the rounding every drawing's numbers go through.
 */

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
