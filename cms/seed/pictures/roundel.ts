import { r } from '../patterns'
import type { Palette } from '../tones'
import { emoji } from './packshotStage'

/**
 * A line drawing on a white roundel ringed in the tone's colour, centred at (cx, cy): the house
 * style of the category tiles, the page banners and the news pictures (docs/decisions.md).
 */
export function roundel(
  name: string,
  cx: number,
  cy: number,
  radius: number,
  palette: Palette,
): string {
  return (
    `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="#ffffff" stroke="${palette.main}" stroke-width="${r(radius * 0.04, 2)}"/>` +
    emoji(name, { x: cx, y: cy, size: radius * 1.2 })
  )
}
