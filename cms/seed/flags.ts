import type { FlagLayout, FlagSpec } from './imageVocabulary'
import { r } from './patterns'

/**
 * A flag-like card in a country's colours, in a 100 × 100 box: the colours laid out as the
 * content says (bands, a disc, a star…), simplified and without text, so each country has a
 * picture of its own that a reader can match to it.
 */
const X = 8
const Y = 22
const W = 84
const H = 56

function star(cx: number, cy: number, outer: number, colour: string): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : outer * 0.4
    const angle = -Math.PI / 2 + (index * Math.PI) / 5
    return `${r(cx + radius * Math.cos(angle))} ${r(cy + radius * Math.sin(angle))}`
  })
  return `<path d="M${points.join(' L')} Z" fill="${colour}"/>`
}

/** Equal stripes of the colours after the first, across (bands) or down (columns). */
function stripes(colours: string[], vertical: boolean, x = X, y = Y, w = W, h = H): string {
  // Thailand-like five bands weigh the middle double; any odd count of three or more does too.
  const weights = colours.map((_, index) =>
    colours.length >= 5 && index === (colours.length - 1) / 2 ? 2 : 1,
  )
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  let offset = 0
  return colours
    .map((colour, index) => {
      const share = weights[index]! / total
      const part = vertical
        ? `<rect x="${r(x + offset * w)}" y="${y}" width="${r(share * w + 0.5)}" height="${h}" fill="${colour}"/>`
        : `<rect x="${x}" y="${r(y + offset * h)}" width="${w}" height="${r(share * h + 0.5)}" fill="${colour}"/>`
      offset += share
      return part
    })
    .join('')
}

const LAYOUTS: Record<FlagLayout, (colours: string[]) => string> = {
  bands: (colours) => stripes(colours, false),
  columns: (colours) => stripes(colours, true),
  disc: ([field, disc]) =>
    `<rect x="${X}" y="${Y}" width="${W}" height="${H}" fill="${field}"/><circle cx="50" cy="50" r="16" fill="${disc}"/>`,
  star: ([field, mark]) =>
    `<rect x="${X}" y="${Y}" width="${W}" height="${H}" fill="${field}"/>${star(50, 51, 17, mark!)}`,
  stars: ([field, mark]) =>
    `<rect x="${X}" y="${Y}" width="${W}" height="${H}" fill="${field}"/>` +
    star(25, 38, 10, mark!) +
    [
      [39, 28],
      [44, 35],
      [44, 44],
      [39, 51],
    ]
      .map(([cx, cy]) => star(cx!, cy!, 3.4, mark!))
      .join(''),
  canton: ([first, second, canton, mark]) =>
    stripes([first!, second!, first!, second!, first!, second!, first!].slice(0, 7), false) +
    `<rect x="${X}" y="${Y}" width="${W / 2}" height="${H * 0.57}" fill="${canton}"/>` +
    `<circle cx="24" cy="38" r="9" fill="${mark}"/><circle cx="27" cy="38" r="7.5" fill="${canton}"/>` +
    star(38, 38, 6, mark!),
  cross: ([field, saltire, cross]) =>
    `<rect x="${X}" y="${Y}" width="${W}" height="${H}" fill="${field}"/>` +
    `<path d="M${X} ${Y} L${X + W} ${Y + H} M${X + W} ${Y} L${X} ${Y + H}" stroke="${saltire}" stroke-width="9"/>` +
    `<path d="M50 ${Y} V${Y + H} M${X} 50 H${X + W}" stroke="${saltire}" stroke-width="14"/>` +
    `<path d="M50 ${Y} V${Y + H} M${X} 50 H${X + W}" stroke="${cross}" stroke-width="8"/>`,
  split: ([top, bottom, mark]) =>
    stripes([top!, bottom!], false) +
    (mark
      ? `<circle cx="26" cy="35" r="8" fill="${mark}"/><circle cx="29" cy="35" r="7" fill="${top}"/>`
      : ''),
  hoist: ([bar, ...rest]) =>
    stripes(rest, false) + `<rect x="${X}" y="${Y}" width="${W / 4}" height="${H}" fill="${bar}"/>`,
  bloom: ([field, petal]) =>
    `<rect x="${X}" y="${Y}" width="${W}" height="${H}" fill="${field}"/>` +
    [0, 72, 144, 216, 288]
      .map(
        (angle) =>
          `<path d="M50 50 Q42 38 50 30 Q60 38 50 50 Z" fill="${petal}" transform="rotate(${angle} 50 50)"/>`,
      )
      .join(''),
}

export function flagSvg(flag: FlagSpec, dark: string): string {
  return (
    `<defs><clipPath id="flagCard"><rect x="${X}" y="${Y}" width="${W}" height="${H}" rx="4"/></clipPath></defs>` +
    `<rect x="${X + 1.5}" y="${Y + 2.5}" width="${W}" height="${H}" rx="4" fill="${dark}" opacity="0.18"/>` +
    `<g clip-path="url(#flagCard)">${LAYOUTS[flag.layout](flag.colours)}</g>` +
    `<rect x="${X}" y="${Y}" width="${W}" height="${H}" rx="4" fill="none" stroke="${dark}" stroke-width="0.8" opacity="0.35"/>`
  )
}
