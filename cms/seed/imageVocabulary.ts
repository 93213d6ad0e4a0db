/*
 * The words an image spec is made of: motifs, tones and flag layouts. A leaf module: the colours
 * (./tones.ts), the flags and the spec itself (./imageSpec.ts) all read it, and it reads nothing,
 * so the drawing code never imports the spec that names the drawings.
 */

export const MOTIFS = [
  'chicken',
  'pork',
  'duck',
  'egg',
  'plant',
  'meal',
  'dim-sum',
  'meatball',
  'sauce',
  'sausage',
  'restaurant',
  'pet',
  'person',
  'factory',
  'farm',
  'chart',
  'document',
  'award',
  'map',
  'flag',
  'logo',
  'store',
  'handshake',
  'leaf',
  'community',
] as const

export type Motif = (typeof MOTIFS)[number]

export const TONES = ['red', 'gold', 'green', 'blue', 'brown', 'gray'] as const

export type Tone = (typeof TONES)[number]

/** How a flag's colours are laid out (flag-like, never a country's exact flag, never text). */
export const FLAG_LAYOUTS = [
  'bands',
  'columns',
  'disc',
  'star',
  'stars',
  'canton',
  'cross',
  'split',
  'hoist',
  'bloom',
] as const

export type FlagLayout = (typeof FLAG_LAYOUTS)[number]

/** A country's colours (first the field's) and their layout: only on the `flag` motif. */
export interface FlagSpec {
  colours: string[]
  layout: FlagLayout
}
