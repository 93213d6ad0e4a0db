import { pictureProblems, type PictureSpec } from './pictures'
import {
  FLAG_LAYOUTS,
  MOTIFS,
  TONES,
  type FlagSpec,
  type Motif,
  type Tone,
} from './imageVocabulary'
import { defaultTone } from './tones'

/** The image spec a content module writes on an image field (see FORMAT.md). */

export { FLAG_LAYOUTS, MOTIFS, TONES } from './imageVocabulary'
export type { FlagLayout, FlagSpec, Motif, Tone } from './imageVocabulary'

/**
 * An image spec: what a picture shows, never words. Nothing is written on the images (they are
 * shown on Thai and English pages alike); the variations that tell two pictures of one motif
 * apart come from the seed the builder adds (the document id and field, see `Drawing`).
 */
export interface ImageSpec {
  motif: Motif
  alt: { th: string; en: string }
  tone?: Tone
  flag?: FlagSpec
  /** Drawn by a picture kind (cms/seed/pictures) instead of the motif's shapes. */
  picture?: PictureSpec
}

/** Everything that decides an image's pixels: the spec's drawn part and its seed. */
export interface Drawing {
  motif: Motif
  tone: Tone
  /** Where the image sits (`product-chicken-breast heroImage`): its variations come from it. */
  seed: string
  flag?: FlagSpec
  picture?: PictureSpec
}

/** True for a value shaped like an image spec (the builder then draws the image). */
export function isImageSpec(value: unknown): value is ImageSpec {
  if (value === null || typeof value !== 'object') return false
  const spec = value as Record<string, unknown>
  return typeof spec.motif === 'string' && typeof spec.alt === 'object' && spec.alt !== null
}

/** What is wrong with an image spec, or nothing. */
export function imageSpecProblems(spec: ImageSpec): string[] {
  const problems: string[] = []
  if (!(MOTIFS as readonly string[]).includes(spec.motif)) {
    problems.push(`unknown motif "${spec.motif}" (one of ${MOTIFS.join(', ')})`)
  }
  if (spec.tone !== undefined && !(TONES as readonly string[]).includes(spec.tone)) {
    problems.push(`unknown tone "${spec.tone}" (one of ${TONES.join(', ')})`)
  }
  if (!spec.alt || typeof spec.alt.th !== 'string' || typeof spec.alt.en !== 'string') {
    problems.push('alt needs { th, en }')
  }
  if (spec.flag !== undefined) problems.push(...flagProblems(spec))
  if (spec.picture !== undefined) problems.push(...pictureProblems(spec.picture))
  return problems
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i

function flagProblems({ motif, flag }: ImageSpec): string[] {
  const problems: string[] = []
  if (motif !== 'flag') problems.push('flag colours belong on the flag motif only')
  if (!(FLAG_LAYOUTS as readonly string[]).includes(String(flag?.layout))) {
    problems.push(`unknown flag layout "${flag?.layout}" (one of ${FLAG_LAYOUTS.join(', ')})`)
  }
  const colours = Array.isArray(flag?.colours) ? flag.colours : []
  if (colours.length < 2 || !colours.every((colour) => HEX_COLOUR.test(String(colour)))) {
    problems.push('flag colours need two or more #rrggbb values')
  }
  return problems
}

/** The drawing of a spec at a place, its tone resolved. */
export function drawingOf(spec: ImageSpec, seed: string): Drawing {
  const tone = spec.tone ?? defaultTone(spec.motif, seed)
  return {
    motif: spec.motif,
    tone,
    seed,
    ...(spec.flag && { flag: spec.flag }),
    ...(spec.picture && { picture: spec.picture }),
  }
}
