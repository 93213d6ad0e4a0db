import { flagSvg } from './flags'
import type { Drawing, Motif } from './imageSpec'
import { markSvg } from './marks'
import { emoji } from './pictures/packshotStage'
import { roundel } from './pictures/roundel'
import { portraitSvg } from './portrait'
import type { Seeded } from './seeded'
import type { Palette } from './tones'

/**
 * The line drawing (Fluent Emoji, high contrast) each motif shows: the picture of a thing that
 * stands in for a photo of it, in the house style of every picture (docs/decisions.md).
 */
export const MOTIF_DRAWINGS: Record<Exclude<Motif, 'person' | 'logo' | 'flag'>, string> = {
  chicken: 'poultry-leg',
  pork: 'pig',
  duck: 'duck',
  egg: 'egg',
  plant: 'leafy-green',
  meal: 'curry-rice',
  'dim-sum': 'dumpling',
  meatball: 'oden',
  sauce: 'hot-pepper',
  sausage: 'hot-dog',
  restaurant: 'fork-and-knife-with-plate',
  pet: 'paw-prints',
  factory: 'factory',
  farm: 'sheaf-of-rice',
  chart: 'chart-increasing',
  document: 'page-facing-up',
  award: 'trophy',
  map: 'globe-showing-asia-australia',
  store: 'shopping-cart',
  handshake: 'handshake',
  leaf: 'seedling',
  community: 'busts-in-silhouette',
}

/** True for a motif drawn from the line drawings (its picture credits their source). */
export function isLineDrawing(motif: Motif): motif is keyof typeof MOTIF_DRAWINGS {
  return Object.hasOwn(MOTIF_DRAWINGS, motif)
}

/**
 * The drawing's motif in a 100 × 100 box. Portraits and marks vary with the seed (every person
 * and brand its own); a flag is laid out in its country's colours, or a plain pennant without.
 */
export function motifSvg(
  drawing: Drawing,
  palette: Palette,
  accent: Palette,
  random: Seeded,
  bare = false,
) {
  switch (drawing.motif) {
    case 'person':
      return portraitSvg(palette, accent, random)
    case 'logo':
      return markSvg(palette, accent, random)
    case 'flag':
      return flagSvg(
        drawing.flag ?? { colours: [palette.main, '#ffffff', palette.dark], layout: 'bands' },
        palette.dark,
      )
    default:
      // An icon shows the drawing alone, filling its box; a picture, on its roundel.
      return bare
        ? emoji(MOTIF_DRAWINGS[drawing.motif], { x: 50, y: 50, size: 100 })
        : roundel(MOTIF_DRAWINGS[drawing.motif], 50, 50, 48, palette)
  }
}
