import { r } from './patterns'
import type { Seeded } from './seeded'
import type { Palette } from './tones'

/**
 * A neutral head-and-shoulders portrait in a 100 × 100 box: geometric shapes with no hair, tie or
 * other cue that would give everyone one gender. Shape, neckline, colours and pattern come from
 * the person's seed, so each member of the board looks different.
 */
export function portraitSvg(palette: Palette, accent: Palette, random: Seeded): string {
  const headColour = random.pick([accent.backgroundTo, palette.backgroundFrom, '#ffffff'])
  const halfWidth = random.between(30, 40)
  const top = random.between(58, 64)
  const body = `M${r(50 - halfWidth)} 100 Q${r(50 - halfWidth)} ${r(top)} 50 ${r(top)} Q${r(50 + halfWidth)} ${r(top)} ${r(50 + halfWidth)} 100 Z`
  const neckline = random.pick([
    `<path d="M42 ${r(top + 0.5)} Q50 ${r(top + 9)} 58 ${r(top + 0.5)} Z" fill="${headColour}"/>`,
    `<path d="M43 ${r(top + 0.5)} L50 ${r(top + 12)} L57 ${r(top + 0.5)} Z" fill="${headColour}"/>`,
    `<rect x="42" y="${r(top - 1)}" width="16" height="5" rx="2.5" fill="${accent.main}"/>`,
    '',
  ])
  const pattern = random.pick([
    '',
    `<path d="${body}" fill="url(#portraitStripes)" opacity="0.35"/>`,
    `<path d="${body}" fill="url(#portraitDots)" opacity="0.4"/>`,
    `<path d="M${r(50 - halfWidth + 4)} 84 H${r(50 + halfWidth - 4)}" stroke="${accent.main}" stroke-width="5"/>`,
  ])
  const head = random.pick([
    `<circle cx="50" cy="34" r="${r(random.between(16, 19))}" fill="${headColour}"/>`,
    `<rect x="33" y="16" width="34" height="36" rx="${r(random.between(9, 14))}" fill="${headColour}"/>`,
    `<ellipse cx="50" cy="34" rx="${r(random.between(14, 16))}" ry="${r(random.between(18, 20))}" fill="${headColour}"/>`,
  ])
  const halo = random.pick([
    `<circle cx="50" cy="44" r="40" fill="${accent.main}" opacity="0.18"/>`,
    `<rect x="12" y="8" width="76" height="80" rx="18" fill="${accent.main}" opacity="0.16"/>`,
    `<circle cx="50" cy="34" r="27" fill="none" stroke="${accent.main}" stroke-width="3" opacity="0.45"/>`,
  ])
  return (
    `<defs><pattern id="portraitStripes" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(${random.pick([0, 45, 90, 135])})">` +
    `<rect width="3" height="8" fill="${palette.dark}"/></pattern>` +
    `<pattern id="portraitDots" width="7" height="7" patternUnits="userSpaceOnUse">` +
    `<circle cx="3.5" cy="3.5" r="1.4" fill="#ffffff"/></pattern></defs>` +
    halo +
    `<path d="${body}" fill="${palette.main}"/>` +
    pattern +
    neckline +
    `<path d="${body}" fill="none" stroke="${palette.dark}" stroke-width="1.5" opacity="0.5"/>` +
    head
  )
}
