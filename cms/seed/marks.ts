import { r } from './patterns'
import type { Seeded } from './seeded'
import type { Palette } from './tones'

/**
 * A brand's or retailer's mark in a 100 × 100 box: an outline shape and a glyph inside, each
 * drawn from the owner's seed, in its tone. No letters: the name is text on the page.
 */
const OUTLINES = [
  '<circle cx="50" cy="50" r="44" fill="{main}"/>',
  '<rect x="7" y="7" width="86" height="86" rx="20" fill="{main}"/>',
  '<path d="M50 5 L89 27.5 V72.5 L50 95 L11 72.5 V27.5 Z" fill="{main}"/>',
  '<path d="M14 10 H86 V50 Q86 80 50 95 Q14 80 14 50 Z" fill="{main}"/>',
  '<path d="M50 4 L96 50 L50 96 L4 50 Z" fill="{main}"/>',
  '<rect x="5" y="20" width="90" height="60" rx="30" fill="{main}"/>',
]

const GLYPHS = [
  // Three rising bars.
  '<rect x="30" y="52" width="10" height="18" rx="2" fill="{light}"/><rect x="45" y="40" width="10" height="30" rx="2" fill="{light}"/><rect x="60" y="28" width="10" height="42" rx="2" fill="{light}"/>',
  // Two chevrons.
  '<path d="M30 44 L50 30 L70 44 M30 62 L50 48 L70 62" fill="none" stroke="{light}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>',
  // A sun: disc and rays.
  '<circle cx="50" cy="50" r="11" fill="{light}"/><path d="M50 28 V34 M50 66 V72 M28 50 H34 M66 50 H72 M35 35 L39 39 M61 61 L65 65 M35 65 L39 61 M61 39 L65 35" stroke="{light}" stroke-width="4" stroke-linecap="round"/>',
  // Two leaves.
  '<path d="M50 70 Q28 60 32 34 Q52 42 50 70 Z M50 70 Q72 60 68 34 Q48 42 50 70 Z" fill="{light}"/>',
  // Waves.
  '<path d="M26 40 Q38 30 50 40 T74 40 M26 54 Q38 44 50 54 T74 54 M26 68 Q38 58 50 68 T74 68" fill="none" stroke="{light}" stroke-width="5" stroke-linecap="round"/>',
  // Concentric rings.
  '<circle cx="50" cy="50" r="22" fill="none" stroke="{light}" stroke-width="5"/><circle cx="50" cy="50" r="9" fill="{light}"/>',
  // Mountains.
  '<path d="M24 68 L42 38 L52 52 L60 42 L76 68 Z" fill="{light}"/>',
  // A grid of dots.
  '<g fill="{light}"><circle cx="36" cy="36" r="5"/><circle cx="50" cy="36" r="5"/><circle cx="64" cy="36" r="5"/><circle cx="36" cy="50" r="5"/><circle cx="64" cy="50" r="5"/><circle cx="36" cy="64" r="5"/><circle cx="50" cy="64" r="5"/><circle cx="64" cy="64" r="5"/></g>',
  // A heart-like pair of arcs.
  '<path d="M50 70 L30 50 Q22 36 36 32 Q46 30 50 40 Q54 30 64 32 Q78 36 70 50 Z" fill="{light}"/>',
  // A four-point spark.
  '<path d="M50 24 Q54 46 76 50 Q54 54 50 76 Q46 54 24 50 Q46 46 50 24 Z" fill="{light}"/>',
]

export function markSvg(palette: Palette, accent: Palette, random: Seeded): string {
  const outline = random.pick(OUTLINES)
  const glyph = random.pick(GLYPHS)
  const light = random.pick(['#ffffff', accent.backgroundFrom])
  const rotation = random.pick([0, 0, -12, 12])
  const fill = (markup: string) =>
    markup.replaceAll('{main}', palette.main).replaceAll('{light}', light)
  const ring =
    random.next() < 0.5
      ? `<circle cx="50" cy="50" r="${r(random.between(30, 36))}" fill="none" stroke="${accent.backgroundTo}" stroke-width="2" opacity="0.7"/>`
      : ''
  return (
    fill(outline) +
    ring +
    `<g transform="rotate(${rotation} 50 50)">${fill(glyph)}</g>` +
    fill(outline).replace(/fill="[^"]+"/, `fill="none" stroke="${palette.dark}" stroke-width="2"`)
  )
}
