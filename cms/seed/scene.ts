import { r } from './patterns'
import type { Seeded } from './seeded'

/**
 * The layered landscape of the home page's hero and wide company pictures: sky and sun, three
 * ranges of hills, fields in rows, a farm, a plant and trees, placed from the seed over the whole
 * canvas rather than one motif in the middle.
 */
const SKY_TOP = '#cfe8f7'
const SKY_BOTTOM = '#fdf1d6'
const SUN = '#f9c74f'
const HILLS = ['#b7d7a8', '#8fc17a', '#5f9e4f']
const FIELD = '#7cb342'
const FIELD_ROWS = '#558b2f'
const BARN = '#c0392b'
const ROOF = '#7f1d1d'
const PLANT = '#90a4ae'
const PLANT_DARK = '#546e7a'
const TRUNK = '#6d4c41'
const LEAVES = ['#2e7d32', '#388e3c', '#43a047']
const WHITE = '#ffffff'

/** A hill range: a smooth curve across the width at a height, closed to the bottom. */
function hills(
  random: Seeded,
  width: number,
  height: number,
  base: number,
  rise: number,
  colour: string,
) {
  const steps = 4
  let path = `M0 ${r(base)}`
  for (let step = 0; step < steps; step++) {
    const x1 = ((step + 0.5) / steps) * width
    const x2 = ((step + 1) / steps) * width
    const peak = base - rise * random.between(0.3, 1)
    path += ` Q${r(x1)} ${r(peak)} ${r(x2)} ${r(base - rise * random.between(0, 0.3))}`
  }
  return `<path d="${path} V${height} H0 Z" fill="${colour}"/>`
}

function tree(x: number, ground: number, size: number, colour: string) {
  return (
    `<rect x="${r(x - size * 0.08)}" y="${r(ground - size * 0.6)}" width="${r(size * 0.16)}" height="${r(size * 0.6)}" fill="${TRUNK}"/>` +
    `<circle cx="${r(x)}" cy="${r(ground - size * 0.75)}" r="${r(size * 0.38)}" fill="${colour}"/>`
  )
}

function barn(x: number, ground: number, size: number) {
  const w = size
  const h = size * 0.7
  return (
    `<rect x="${r(x)}" y="${r(ground - h)}" width="${r(w)}" height="${r(h)}" fill="${BARN}"/>` +
    `<path d="M${r(x - w * 0.08)} ${r(ground - h)} L${r(x + w / 2)} ${r(ground - h - size * 0.45)} L${r(x + w * 1.08)} ${r(ground - h)} Z" fill="${ROOF}"/>` +
    `<rect x="${r(x + w * 0.36)}" y="${r(ground - h * 0.6)}" width="${r(w * 0.28)}" height="${r(h * 0.6)}" fill="${WHITE}"/>`
  )
}

function plant(x: number, ground: number, size: number) {
  const w = size * 1.6
  const h = size * 0.55
  const saw = [0, 1, 2, 3]
    .map((tooth) => {
      const left = x + (tooth * w) / 4
      return `L${r(left)} ${r(ground - h - size * 0.22)} L${r(left + w / 4)} ${r(ground - h)}`
    })
    .join(' ')
  return (
    `<rect x="${r(x + w * 0.78)}" y="${r(ground - h - size * 0.7)}" width="${r(size * 0.14)}" height="${r(size * 0.7)}" fill="${PLANT_DARK}"/>` +
    `<path d="M${r(x)} ${r(ground)} V${r(ground - h)} ${saw} V${r(ground)} Z" fill="${PLANT}"/>` +
    `<circle cx="${r(x + w * 0.85)}" cy="${r(ground - h - size * 0.85)}" r="${r(size * 0.12)}" fill="${WHITE}" opacity="0.7"/>`
  )
}

export function sceneSvg(random: Seeded, width: number, height: number): string {
  const side = Math.min(width, height)
  const horizon = height * random.between(0.52, 0.6)
  const sunX = width * random.between(0.55, 0.9)
  const clouds = [0, 1, 2]
    .map(() => {
      const cx = random.between(0.05, 0.95) * width
      const cy = random.between(0.08, 0.3) * height
      const s = side * random.between(0.06, 0.1)
      return `<g fill="${WHITE}" opacity="0.85"><ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(s * 1.8)}" ry="${r(s * 0.7)}"/><circle cx="${r(cx - s * 0.5)}" cy="${r(cy - s * 0.4)}" r="${r(s * 0.6)}"/><circle cx="${r(cx + s * 0.4)}" cy="${r(cy - s * 0.5)}" r="${r(s * 0.75)}"/></g>`
    })
    .join('')
  const fieldTop = horizon + height * 0.12
  const rows = Array.from({ length: 6 }, (_, row) => {
    const y = fieldTop + ((row + 1) * (height - fieldTop)) / 7
    return `<path d="M0 ${r(y)} Q${r(width / 2)} ${r(y - height * 0.05)} ${r(width)} ${r(y)}" fill="none" stroke="${FIELD_ROWS}" stroke-width="${r(side * 0.012)}" opacity="0.55"/>`
  }).join('')
  const ground = fieldTop + height * 0.01
  const barnX = width * random.between(0.08, 0.3)
  const plantX = width * random.between(0.55, 0.75)
  const trees = Array.from({ length: 5 }, (_, index) => {
    const x = width * ((index + random.between(0.2, 0.8)) / 5)
    return tree(x, ground + side * 0.02, side * random.between(0.16, 0.24), LEAVES[index % 3]!)
  }).join('')
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${SKY_TOP}"/><stop offset="1" stop-color="${SKY_BOTTOM}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#sky)"/>` +
    `<circle cx="${r(sunX)}" cy="${r(horizon * 0.45)}" r="${r(side * 0.16)}" fill="${SUN}" opacity="0.35"/>` +
    `<circle cx="${r(sunX)}" cy="${r(horizon * 0.45)}" r="${r(side * 0.1)}" fill="${SUN}"/>` +
    clouds +
    hills(random, width, height, horizon, height * 0.22, HILLS[0]!) +
    hills(random, width, height, horizon + height * 0.06, height * 0.16, HILLS[1]!) +
    hills(random, width, height, fieldTop, height * 0.05, HILLS[2]!) +
    plant(plantX, ground, side * 0.32) +
    barn(barnX, ground, side * 0.22) +
    `<path d="M0 ${r(fieldTop + height * 0.04)} Q${r(width / 2)} ${r(fieldTop - height * 0.02)} ${r(width)} ${r(fieldTop + height * 0.04)} V${height} H0 Z" fill="${FIELD}"/>` +
    rows +
    trees
  )
}
