import { r } from '../patterns'
import type { Palette } from '../tones'
import { emoji, type Tint } from './packshotStage'

/**
 * What a pack shows of its product and its brand: the subject as line drawings and the brand's
 * mark on a round badge, shared by the packs' forms and their printed labels.
 */

/** What a product is: its main thing (an emoji, `count` of them) and one or two garnishes. */
export interface Subject {
  main: string
  count?: number
  tint?: Tint
  garnish?: string[]
}

/** A brand's look on its packs: its logo's colours and mark (cms/seed/marks.ts). */
export interface BrandLook {
  palette: Palette
  accent: Palette
  /** The brand's mark in a 100 × 100 box. */
  mark: string
}

/** The brand's mark as a round badge of radius `radius`, centred at (x, y). */
export function badge(look: BrandLook, x: number, y: number, radius: number): string {
  const side = radius * 2 * 0.86
  return (
    `<circle cx="${r(x, 2)}" cy="${r(y, 2)}" r="${r(radius, 2)}" fill="#ffffff"/>` +
    `<g transform="translate(${r(x - side / 2, 2)} ${r(y - side / 2, 2)}) scale(${r(side / 100, 4)})">${look.mark}</g>`
  )
}

/**
 * The subject composed in a box centred at (x, y) of `size`: the main thing (one large, or a
 * row of overlapping ones) with its garnishes tucked in front at the corners.
 */
export function subjectArt(subject: Subject, x: number, y: number, size: number): string {
  const count = subject.count ?? 1
  const mains: string[] = []
  if (count === 1) {
    mains.push(emoji(subject.main, { x, y, size: size * 0.78, tint: subject.tint }))
  } else {
    const each = (size * 0.95) / (0.55 * count + 0.45)
    for (let index = 0; index < count; index += 1) {
      const offset = (index - (count - 1) / 2) * each * 0.55
      const lift = index % 2 === 0 ? -size * 0.04 : size * 0.05
      mains.push(
        emoji(subject.main, {
          x: x + offset,
          y: y + lift,
          size: each,
          rotate: (index - (count - 1) / 2) * 9,
          tint: subject.tint,
        }),
      )
    }
  }
  const corners = [
    { x: x + size * 0.34, y: y + size * 0.3, rotate: -12 },
    { x: x - size * 0.36, y: y + size * 0.3, rotate: 10 },
  ]
  const garnishes = (subject.garnish ?? [])
    .slice(0, 2)
    .map((name, index) => emoji(name, { ...corners[index]!, size: size * 0.42 }))
  return mains.join('') + garnishes.join('')
}
