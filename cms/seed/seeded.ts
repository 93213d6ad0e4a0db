import { sha1 } from './hash'

/** Numbers in [0, 1) drawn from a seed: the same seed always gives the same sequence. */
export interface Seeded {
  /** The next number in [0, 1). */
  next(): number
  /** A number in [min, max). */
  between(min: number, max: number): number
  /** One of the items. */
  pick<T>(items: readonly T[]): T
}

/**
 * A deterministic sequence from a text seed (a document id and field): SHA-1 of the seed and a
 * counter, two bytes a number. Not Math.random, so a rebuild draws the very same pictures.
 */
export function seeded(seed: string): Seeded {
  let digest = ''
  let counter = 0
  let offset = 0
  const next = () => {
    if (offset + 4 > digest.length) {
      digest = sha1(`${seed}\u0000${counter++}`)
      offset = 0
    }
    const value = parseInt(digest.slice(offset, offset + 4), 16) / 0x10000
    offset += 4
    return value
  }
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    pick: (items) => items[Math.floor(next() * items.length)]!,
  }
}
