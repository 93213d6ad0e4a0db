/** The image spec a content module writes on an image field (see FORMAT.md). */

export const MOTIFS = [
  'chicken',
  'pork',
  'duck',
  'egg',
  'plant',
  'meal',
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

export interface ImageSpec {
  motif: Motif
  label: string
  alt: { th: string; en: string }
  tone?: Tone
}

/** True for a value shaped like an image spec (the builder then draws the image). */
export function isImageSpec(value: unknown): value is ImageSpec {
  if (value === null || typeof value !== 'object') return false
  const spec = value as Record<string, unknown>
  return typeof spec.motif === 'string' && typeof spec.label === 'string'
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
  return problems
}
