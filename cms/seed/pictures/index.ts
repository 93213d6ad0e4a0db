import type { PictureKind, PictureSpec } from './kind'
import { lineup } from './lineup'
import { newsScene } from './newsScene'
import { officeMap } from './officeMap'
import { packshot } from './packshot'
import { resultsChart } from './resultsChart'

export type { Canvas, PictureKind, PictureSpec } from './kind'

/**
 * Every kind of picture the builder draws, by the `kind` of a spec. Each kind lives in a file of
 * its own in this folder and is added here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind checks its own spec
export const PICTURE_KINDS: Record<string, PictureKind<any>> = {
  newsScene,
  officeMap,
  packshot,
  lineup,
  resultsChart,
}

/** The kind of a spec, or undefined for one the registry does not know. */
export function pictureKindOf(spec: PictureSpec): PictureKind | undefined {
  return Object.hasOwn(PICTURE_KINDS, spec.kind) ? PICTURE_KINDS[spec.kind] : undefined
}

/** What is wrong with a picture spec, or nothing. */
export function pictureProblems(spec: unknown): string[] {
  if (spec === null || typeof spec !== 'object' || typeof (spec as PictureSpec).kind !== 'string') {
    return ['picture needs a kind']
  }
  const kind = pictureKindOf(spec as PictureSpec)
  if (!kind) {
    return [
      `unknown picture kind "${(spec as PictureSpec).kind}" (one of ${Object.keys(PICTURE_KINDS).join(', ')})`,
    ]
  }
  return kind.problems(spec as PictureSpec)
}
