import { r } from '../patterns'
import type { Palette } from '../tones'
import { emojiSvg, INK } from './emoji'

/**
 * The studio the packshots are taken in, in a 100 × 100 stage: the backdrop and its floor, the
 * table the dishes are served on, soft shadows and the Fluent emoji placed on them. The light
 * always comes from the upper left, so every shadow falls to the lower right.
 */

/**
 * Inks for a drawing that shows a near thing (raw chicken from the cut of meat): the same line,
 * coloured as the food, so a label's drawing still says what it is without a second style.
 */
export const TINTS = {
  /** Raw chicken: an ochre. */
  poultry: '#a8692c',
  /** Raw pork: a rose. */
  pork: '#b04a5e',
  /** Roasted, smoked or dried: a deep brown. */
  roast: '#6e3515',
  /** Green curry: a leaf green. */
  green: '#3f6f2a',
} as const

export type Tint = keyof typeof TINTS

export interface Placement {
  /** Centre in stage units. */
  x: number
  y: number
  size: number
  rotate?: number
  tint?: Tint
  /** A soft shadow under it, for things lying on a surface. */
  shadow?: boolean
  flip?: boolean
}

/** A soft oval shadow, offset down and to the right (the light is upper left). */
export function shadow(x: number, y: number, rx: number, ry: number, opacity = 0.32): string {
  return (
    `<ellipse cx="${r(x + rx * 0.08, 2)}" cy="${r(y, 2)}" rx="${r(rx, 2)}" ry="${r(ry, 2)}" ` +
    `fill="url(#ps-shadow)" opacity="${opacity}"/>`
  )
}

/** The line drawing `name` centred at (x, y), `size` stage units wide, in its ink. */
export function emoji(name: string, place: Placement): string {
  const icon = emojiSvg(name)
  const scale = place.size / Math.max(icon.width, icon.height)
  const transforms = [
    `translate(${r(place.x, 2)} ${r(place.y, 2)})`,
    place.rotate ? `rotate(${r(place.rotate)})` : '',
    `scale(${place.flip ? '-' : ''}${r(scale, 4)} ${r(scale, 4)})`,
    `translate(${r(-icon.width / 2, 2)} ${r(-icon.height / 2, 2)})`,
  ]
  const ink = place.tint ? TINTS[place.tint] : INK
  const under = place.shadow
    ? shadow(place.x, place.y + place.size * 0.4, place.size * 0.42, place.size * 0.1, 0.5)
    : ''
  return `${under}<g transform="${transforms.filter(Boolean).join(' ')}" color="${ink}">${icon.body}</g>`
}

/** A colour between two (#rrggbb), `amount` of the way from the first to the second. */
export function mix(from: string, to: string, amount: number): string {
  const channel = (hex: string, index: number) =>
    parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16)
  const value = [0, 1, 2].map((index) =>
    Math.round(channel(from, index) + (channel(to, index) - channel(from, index)) * amount),
  )
  return `#${value.map((part) => part.toString(16).padStart(2, '0')).join('')}`
}

/** Gradients every stage uses: the shadow, the film's sheen, the studio light. */
function commonDefs(palette: Palette): string {
  return (
    `<radialGradient id="ps-shadow"><stop offset="0" stop-color="#2b2118" stop-opacity="0.85"/>` +
    `<stop offset="0.55" stop-color="#2b2118" stop-opacity="0.35"/>` +
    `<stop offset="1" stop-color="#2b2118" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="ps-sheen" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>` +
    `<stop offset="0.45" stop-color="#ffffff" stop-opacity="0.08"/>` +
    `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="ps-shade" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/>` +
    `<stop offset="0.6" stop-color="#000000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000000" stop-opacity="0.2"/></linearGradient>` +
    `<radialGradient id="ps-light" cx="0.3" cy="0.25" r="0.75">` +
    `<stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/>` +
    `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="ps-wall" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${mix(palette.backgroundFrom, '#ffffff', 0.35)}"/>` +
    `<stop offset="1" stop-color="${mix(palette.backgroundFrom, palette.backgroundTo, 0.55)}"/></linearGradient>` +
    `<linearGradient id="ps-floor" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${mix(palette.backgroundTo, palette.backgroundFrom, 0.35)}"/>` +
    `<stop offset="1" stop-color="${mix(palette.backgroundTo, palette.main, 0.12)}"/></linearGradient>`
  )
}

/** The stage's frame: the canvas in pixels, the 100 × 100 stage centred in it. */
export interface Frame {
  width: number
  height: number
  /** Pixels per stage unit. */
  scale: number
  left: number
  top: number
}

export function frameOf(width: number, height: number): Frame {
  const scale = Math.min(width, height) / 100
  return { width, height, scale, left: (width - 100 * scale) / 2, top: (height - 100 * scale) / 2 }
}

/** Markup drawn in stage units, placed in the frame. */
export function onStage(frame: Frame, markup: string): string {
  return `<g transform="translate(${r(frame.left, 2)} ${r(frame.top, 2)}) scale(${r(frame.scale, 4)})">${markup}</g>`
}

/**
 * The studio: a seamless backdrop in the brand's lightest colours curving into the floor at
 * `horizon` (stage units), lit from the upper left.
 */
export function studio(frame: Frame, palette: Palette, horizon = 66): string {
  const y = frame.top + horizon * frame.scale
  return (
    `<defs>${commonDefs(palette)}</defs>` +
    `<rect width="${frame.width}" height="${frame.height}" fill="url(#ps-wall)"/>` +
    `<rect y="${r(y)}" width="${frame.width}" height="${r(frame.height - y)}" fill="url(#ps-floor)"/>` +
    `<rect y="${r(y - 4 * frame.scale)}" width="${frame.width}" height="${r(8 * frame.scale)}" fill="#ffffff" opacity="0.18"/>` +
    `<rect width="${frame.width}" height="${frame.height}" fill="url(#ps-light)"/>`
  )
}

/** A table top seen from above: wooden boards, lit from the upper left. */
export function table(frame: Frame, palette: Palette): string {
  const wood = ['#c89a6c', '#bf8f60', '#cfa376', '#c4956a', '#ba8a5c', '#cc9f72']
  const boards = Math.ceil(frame.height / (18 * frame.scale)) + 1
  const rows = Array.from({ length: boards }, (_, index) => {
    const y = index * 18 * frame.scale
    return (
      `<rect y="${r(y)}" width="${frame.width}" height="${r(18 * frame.scale)}" fill="${wood[index % wood.length]}"/>` +
      `<rect y="${r(y)}" width="${frame.width}" height="${r(0.6 * frame.scale)}" fill="#7a5232" opacity="0.45"/>` +
      `<path d="M0 ${r(y + 7 * frame.scale)} Q${r(frame.width * 0.3)} ${r(y + 5 * frame.scale)} ${r(frame.width * 0.6)} ${r(y + 8 * frame.scale)} T${frame.width} ${r(y + 6 * frame.scale)}" fill="none" stroke="#9c6b42" stroke-width="${r(0.35 * frame.scale)}" opacity="0.35"/>`
    )
  }).join('')
  return (
    `<defs>${commonDefs(palette)}</defs>` +
    rows +
    `<rect width="${frame.width}" height="${frame.height}" fill="url(#ps-light)" opacity="0.6"/>`
  )
}

/** A garden lawn and a pale sky, for the farm and pets' scenes. */
export function lawn(frame: Frame, palette: Palette): string {
  const y = frame.top + 55 * frame.scale
  return (
    `<defs>${commonDefs(palette)}<linearGradient id="ps-grass" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#a5d27a"/><stop offset="1" stop-color="#6aa84f"/></linearGradient></defs>` +
    `<rect width="${frame.width}" height="${frame.height}" fill="#e3f1f7"/>` +
    `<rect y="${r(y)}" width="${frame.width}" height="${r(frame.height - y)}" fill="url(#ps-grass)"/>` +
    `<rect width="${frame.width}" height="${frame.height}" fill="url(#ps-light)"/>`
  )
}

/** A living-room floor against a wall, in the brand's light colours. */
export function room(frame: Frame, palette: Palette): string {
  const y = frame.top + 58 * frame.scale
  const planks = Array.from({ length: 12 }, (_, index) => {
    const x = (index * frame.width) / 8
    return `<path d="M${r(x)} ${r(y)} L${r(x * 1.6 - frame.width * 0.3)} ${frame.height}" stroke="#a07650" stroke-width="${r(0.4 * frame.scale)}" opacity="0.4"/>`
  }).join('')
  return (
    `<defs>${commonDefs(palette)}</defs>` +
    `<rect width="${frame.width}" height="${frame.height}" fill="url(#ps-wall)"/>` +
    `<rect y="${r(y)}" width="${frame.width}" height="${r(frame.height - y)}" fill="#d8b48c"/>` +
    planks +
    `<rect y="${r(y - 2 * frame.scale)}" width="${frame.width}" height="${r(2 * frame.scale)}" fill="#ffffff" opacity="0.7"/>` +
    `<rect width="${frame.width}" height="${frame.height}" fill="url(#ps-light)"/>`
  )
}
