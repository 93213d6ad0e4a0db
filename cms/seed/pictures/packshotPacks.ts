import { r } from '../patterns'
import { packLabel, type LabelText } from './packLabel'
import { mix, shadow } from './packshotStage'
import { badge, subjectArt, type BrandLook, type Subject } from './packSubject'

/**
 * The packs a product comes in, each drawn standing on the studio floor of a 100 × 100 stage
 * (its foot at y 86, centred on x 50), in its brand's colours with the brand's mark, and on its
 * window or label what is inside.
 */

/** Which side of the pack faces the camera. */
export type Side = 'front' | 'back'

/**
 * The back of a pack inside a box: a white panel with the mark, rows of grey bars (the
 * nutrition table and the storage lines, no words), a trace code and a barcode.
 */
function backLabel(look: BrandLook, x: number, y: number, w: number, h: number): string {
  const pad = w * 0.08
  const rows = Array.from({ length: 6 }, (_, index) => {
    const rowY = y + h * 0.3 + index * h * 0.075
    const length = [0.55, 0.42, 0.5, 0.36, 0.47, 0.4][index]! * w
    return (
      `<rect x="${r(x + pad, 2)}" y="${r(rowY, 2)}" width="${r(length, 2)}" height="${r(h * 0.028, 2)}" rx="${r(h * 0.014, 2)}" fill="#9aa3a8"/>` +
      `<rect x="${r(x + w * 0.7, 2)}" y="${r(rowY, 2)}" width="${r(w * 0.12, 2)}" height="${r(h * 0.028, 2)}" rx="${r(h * 0.014, 2)}" fill="#c3c9cc"/>`
    )
  }).join('')
  const code = Array.from({ length: 25 }, (_, index) => {
    const on = [0, 1, 2, 4, 5, 6, 8, 10, 12, 14, 15, 18, 19, 20, 22, 24].includes(index)
    const cell = w * 0.045
    return on
      ? `<rect x="${r(x + pad + (index % 5) * cell, 2)}" y="${r(y + h * 0.78 + Math.floor(index / 5) * cell, 2)}" width="${r(cell, 2)}" height="${r(cell, 2)}" fill="#263238"/>`
      : ''
  }).join('')
  const bars = [0, 2, 3, 5, 8, 9, 11, 13, 14, 16, 19, 20, 22]
    .map(
      (step) =>
        `<rect x="${r(x + w * 0.5 + step * w * 0.018, 2)}" y="${r(y + h * 0.8, 2)}" width="${r(w * (step % 3 === 0 ? 0.02 : 0.012), 2)}" height="${r(h * 0.12, 2)}" fill="#263238"/>`,
    )
    .join('')
  return (
    `<rect x="${r(x, 2)}" y="${r(y, 2)}" width="${r(w, 2)}" height="${r(h, 2)}" rx="${r(w * 0.06, 2)}" fill="#fbfaf7"/>` +
    `<rect x="${r(x, 2)}" y="${r(y, 2)}" width="${r(w, 2)}" height="${r(h * 0.2, 2)}" rx="${r(w * 0.06, 2)}" fill="${look.accent.backgroundFrom}"/>` +
    badge(look, x + w * 0.16, y + h * 0.1, Math.min(w, h) * 0.08) +
    `<rect x="${r(x + w * 0.3, 2)}" y="${r(y + h * 0.08, 2)}" width="${r(w * 0.5, 2)}" height="${r(h * 0.04, 2)}" rx="${r(h * 0.02, 2)}" fill="${look.palette.main}"/>` +
    rows +
    code +
    bars
  )
}

/** What a pack holds and prints: its subject, its label's words and a sauce's colour. */
export interface PackContents {
  subject: Subject
  label: LabelText
  /** The colour of a sauce or paste seen through a bottle's or jar's glass. */
  contents: string
}

/** What shows in a pack's window: its printed label on the front, the back label on the back. */
function windowArt(
  look: BrandLook,
  pack: PackContents,
  side: Side,
  box: { x: number; y: number; w: number; h: number },
) {
  if (side === 'back') return backLabel(look, box.x, box.y, box.w, box.h)
  return packLabel(look, pack.label, pack.subject, box)
}

type PackDrawer = (look: BrandLook, pack: PackContents, side: Side) => string

const FOOT = 86

/** A chilled tray under film, seen from the front and above, a sleeve across its top. */
const tray: PackDrawer = (look, pack, side) => {
  const { palette, accent } = look
  if (side === 'back') return panel(look, pack, side, 20, 30, 60, 56)
  return (
    shadow(52, FOOT, 42, 5) +
    // The tray's front wall and its rim.
    `<path d="M9 70 L91 70 L88 86 L12 86 Z" fill="${palette.dark}"/>` +
    `<path d="M12 86 L88 86 L88.6 83 L11.4 83 Z" fill="#000000" opacity="0.2"/>` +
    `<path d="M18 34 L82 34 L92 70 L8 70 Z" fill="${mix(palette.dark, '#000000', 0.25)}"/>` +
    // The absorbent pad and the meat on it.
    `<path d="M22 38 L78 38 L86 66 L14 66 Z" fill="#f4efe9"/>` +
    subjectArt(pack.subject, 36, 53, 34) +
    // The film: a sheen and a crease.
    `<path d="M18 34 L82 34 L92 70 L8 70 Z" fill="url(#ps-sheen)"/>` +
    `<path d="M24 38 L40 38 L22 66 L14 66 Z" fill="#ffffff" opacity="0.22"/>` +
    // The printed sticker on the film.
    `<rect x="52" y="40" width="28" height="26" rx="1.5" fill="#fffdf8"/>` +
    `<rect x="52" y="40" width="28" height="2.5" rx="1" fill="${palette.main}"/>` +
    packLabel(look, pack.label, pack.subject, { x: 52, y: 42.5, w: 28, h: 23.5 }, false) +
    // The sleeve over the top left corner, in the brand's colours.
    `<path d="M8 70 L30 70 L24 86 L12 86 Z" fill="${palette.main}"/>` +
    `<path d="M62 70 L92 70 L88 86 L66 86 Z" fill="${palette.main}"/>` +
    `<rect x="66" y="80" width="22" height="3" fill="${accent.main}"/>` +
    badge(look, 77, 76, 6.5) +
    `<path d="M9 70 L91 70 L88 86 L12 86 Z" fill="url(#ps-shade)"/>`
  )
}

/** A pack standing on the floor, `w` × `h`, its body drawn by `body`. */
function panel(
  look: BrandLook,
  pack: PackContents,
  side: Side,
  x: number,
  y: number,
  w: number,
  h: number,
): string {
  const { palette, accent } = look
  const window = { x: x + w * 0.08, y: y + h * 0.2, w: w * 0.84, h: h * 0.66 }
  return (
    shadow(x + w / 2 + 3, FOOT, w * 0.62, 4) +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${palette.main}"/>` +
    `<rect x="${x}" y="${y + h - 6}" width="${w}" height="6" rx="3" fill="${accent.main}"/>` +
    (side === 'front'
      ? `<rect x="${r(window.x)}" y="${r(window.y)}" width="${r(window.w)}" height="${r(window.h)}" rx="4" fill="#fbf7f0"/>` +
        windowArt(look, pack, side, window) +
        badge(look, x + w / 2, y + h * 0.1, h * 0.08)
      : windowArt(look, pack, side, { x: x + 4, y: y + 4, w: w - 8, h: h - 12 })) +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="url(#ps-shade)"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="url(#ps-sheen)"/>`
  )
}

/** A vacuum pack on a card in the brand's colour, the film hugging the meat. */
const vacuum: PackDrawer = (look, pack, side) => {
  const { palette, accent } = look
  if (side === 'back') return panel(look, pack, side, 24, 14, 52, 72)
  return (
    shadow(53, FOOT, 32, 4) +
    `<rect x="22" y="14" width="56" height="72" rx="4" fill="${palette.main}"/>` +
    `<path d="M22 70 Q50 62 78 70 V82 Q78 86 74 86 H26 Q22 86 22 82 Z" fill="${accent.main}"/>` +
    `<rect x="26" y="28" width="48" height="46" rx="9" fill="#fbf7f0"/>` +
    packLabel(look, pack.label, pack.subject, { x: 28, y: 30, w: 44, h: 42 }) +
    `<rect x="26" y="28" width="48" height="46" rx="9" fill="url(#ps-sheen)"/>` +
    `<path d="M30 31 Q34 30 36 34 L30 56 Z" fill="#ffffff" opacity="0.35"/>` +
    badge(look, 50, 21, 6.5) +
    `<rect x="22" y="14" width="56" height="72" rx="4" fill="url(#ps-shade)"/>`
  )
}

/** A pillow bag, sealed and crimped at top and bottom, a round window on its front. */
const bag: PackDrawer = (look, pack, side) => {
  const { palette, accent } = look
  const crimp = (y: number) =>
    Array.from(
      { length: 13 },
      (_, index) => `L${r(23 + index * 4.5, 1)} ${y + (index % 2 ? 2 : 0)}`,
    ).join(' ')
  const outline = 'M24 12 H76 Q80 46 77 84 H23 Q20 46 24 12 Z'
  return (
    shadow(53, FOOT, 34, 4.5) +
    `<path d="${outline}" fill="${palette.main}"/>` +
    `<path d="M23 8 ${crimp(8)} L77 14 H23 Z" fill="${palette.dark}"/>` +
    `<path d="M23 82 H77 L77 88 ${crimp(86).replaceAll('L', 'L')} Z" fill="${palette.dark}"/>` +
    `<path d="M21.5 66 Q50 56 78.5 64 L77.5 84 H22.5 Z" fill="${accent.main}"/>` +
    (side === 'front'
      ? `<ellipse cx="50" cy="48" rx="22" ry="21" fill="#fbf7f0"/>` +
        packLabel(look, pack.label, pack.subject, { x: 33, y: 30, w: 34, h: 36 }) +
        `<ellipse cx="50" cy="48" rx="22" ry="21" fill="none" stroke="${mix(palette.main, '#ffffff', 0.5)}" stroke-width="1.4"/>` +
        badge(look, 50, 20.5, 7)
      : backLabel(look, 28, 19, 44, 58)) +
    `<path d="${outline}" fill="url(#ps-shade)"/>` +
    `<path d="M28 16 Q25 40 27 78 L31 78 Q29 40 32 16 Z" fill="#ffffff" opacity="0.25"/>`
  )
}

/** A stand-up pouch with a zip across the top and a gusset at the foot. */
const pouch: PackDrawer = (look, pack, side) => {
  const { palette, accent } = look
  const outline =
    'M26 12 H74 Q76 12 76 14 L79 80 Q79 86 73 86 H27 Q21 86 21 80 L24 14 Q24 12 26 12 Z'
  return (
    shadow(53, FOOT, 34, 4.5) +
    `<path d="${outline}" fill="${palette.main}"/>` +
    `<path d="M24.6 18 H75.4" stroke="${palette.dark}" stroke-width="1.2"/>` +
    `<path d="M22 62 Q50 52 78 60 L79 80 Q79 86 73 86 H27 Q21 86 21 80 Z" fill="${accent.main}"/>` +
    `<path d="M21.5 80 Q50 74 78.5 80" fill="none" stroke="${accent.dark}" stroke-width="0.8" opacity="0.6"/>` +
    (side === 'front'
      ? `<rect x="29" y="30" width="42" height="36" rx="10" fill="#fbf7f0"/>` +
        packLabel(look, pack.label, pack.subject, { x: 31, y: 31, w: 38, h: 34 }) +
        badge(look, 50, 23.5, 6.5)
      : backLabel(look, 28, 22, 44, 56)) +
    `<path d="${outline}" fill="url(#ps-shade)"/>` +
    `<path d="${outline}" fill="url(#ps-sheen)"/>`
  )
}

/** A box in three-quarter view: front, side and top; `tall` for a meal kit, flat for a meal. */
function box(look: BrandLook, pack: PackContents, side: Side, tall: boolean): string {
  const { palette, accent } = look
  const top = tall ? 26 : 38
  const depth = tall ? 10 : 12
  const front = { x: 14, y: top, w: 62, h: FOOT - top }
  const sideFace = `M76 ${top} L88 ${top - depth} L88 ${FOOT - depth} L76 ${FOOT} Z`
  const topFace = `M14 ${top} L26 ${top - depth} L88 ${top - depth} L76 ${top} Z`
  const window = tall
    ? { x: 20, y: top + 14, w: 50, h: 36 }
    : { x: 30, y: top + 4, w: 44, h: FOOT - top - 12 }
  return (
    shadow(56, FOOT - 1, 44, 5) +
    `<path d="${sideFace}" fill="${palette.dark}"/>` +
    `<path d="${topFace}" fill="${mix(palette.main, '#ffffff', 0.2)}"/>` +
    (tall
      ? `<path d="M44 ${top - 6} Q57 ${top - 12} 70 ${top - 6}" fill="none" stroke="${palette.dark}" stroke-width="2.4" stroke-linecap="round"/>`
      : '') +
    `<rect x="${front.x}" y="${front.y}" width="${front.w}" height="${front.h}" fill="${palette.main}"/>` +
    `<rect x="${front.x}" y="${FOOT - (tall ? 8 : 5)}" width="${front.w}" height="${tall ? 8 : 5}" fill="${accent.main}"/>` +
    `<path d="M76 ${FOOT - (tall ? 8 : 5)} L88 ${FOOT - depth - (tall ? 8 : 5)} L88 ${FOOT - depth} L76 ${FOOT} Z" fill="${accent.dark}"/>` +
    (side === 'front'
      ? `<rect x="${window.x}" y="${window.y}" width="${window.w}" height="${window.h}" rx="3" fill="#fbf7f0"/>` +
        packLabel(look, pack.label, pack.subject, {
          x: window.x + 1,
          y: window.y + 1,
          w: window.w - 2,
          h: window.h - 2,
        }) +
        badge(look, tall ? 24 : 22.5, tall ? top + 7.5 : top + 9, 6.5)
      : backLabel(look, front.x + 5, front.y + 3, front.w - 10, front.h - 8)) +
    `<rect x="${front.x}" y="${front.y}" width="${front.w}" height="${front.h}" fill="url(#ps-sheen)"/>`
  )
}

/** A cup with a foil lid and a sleeve: congee. */
const cup: PackDrawer = (look, pack, side) => {
  const { palette, accent } = look
  return (
    shadow(53, FOOT, 30, 4) +
    `<path d="M20 34 L80 34 L72 86 L28 86 Z" fill="#fbf7f0"/>` +
    `<path d="M21.5 44 L78.5 44 L73.5 78 L26.5 78 Z" fill="${palette.main}"/>` +
    `<path d="M26.5 78 L73.5 78 L72.6 84 L27.4 84 Z" fill="${accent.main}"/>` +
    (side === 'front'
      ? `<rect x="33" y="47" width="38" height="27" rx="3" fill="#fbf7f0"/>` +
        packLabel(look, pack.label, pack.subject, { x: 34, y: 48, w: 36, h: 25 }) +
        badge(look, 28, 50, 4)
      : backLabel(look, 30, 46, 40, 30)) +
    `<ellipse cx="50" cy="34" rx="31" ry="6" fill="${palette.dark}"/>` +
    `<ellipse cx="50" cy="33.2" rx="29" ry="5" fill="${mix(palette.main, '#ffffff', 0.35)}"/>` +
    `<path d="M20 34 L80 34 L72 86 L28 86 Z" fill="url(#ps-shade)"/>`
  )
}

/** A sauce bottle: the sauce's colour through the glass, a cap and a wrap-around label. */
const bottle: PackDrawer = (look, pack, side) => {
  const { palette, accent } = look
  const outline = 'M44 14 H56 V24 Q70 30 70 42 V82 Q70 86 66 86 H34 Q30 86 30 82 V42 Q30 30 44 24 Z'
  return (
    shadow(53, FOOT, 22, 3.5) +
    `<path d="${outline}" fill="${pack.contents}"/>` +
    `<rect x="42.5" y="6" width="15" height="10" rx="2" fill="${palette.dark}"/>` +
    `<rect x="30" y="44" width="40" height="35" fill="#fbf3e4"/>` +
    `<rect x="30" y="44" width="40" height="5" fill="${palette.main}"/>` +
    `<rect x="30" y="75" width="40" height="4" fill="${accent.main}"/>` +
    (side === 'front'
      ? packLabel(look, pack.label, pack.subject, { x: 31, y: 49.5, w: 38, h: 25 }) +
        badge(look, 50, 37, 5)
      : backLabel(look, 32, 45, 36, 29)) +
    `<path d="${outline}" fill="url(#ps-shade)"/>` +
    `<path d="M36 42 Q36 32 44 27 L45 30 Q39 34 39 44 V80 H36 Z" fill="#ffffff" opacity="0.35"/>`
  )
}

/** A squat glass jar: the paste through the glass, a lid and a label. */
const jar: PackDrawer = (look, pack, side) => {
  const { palette, accent } = look
  return (
    shadow(53, FOOT, 30, 4) +
    `<rect x="24" y="36" width="52" height="50" rx="7" fill="${pack.contents}"/>` +
    `<rect x="26" y="26" width="48" height="12" rx="2.5" fill="${palette.dark}"/>` +
    `<rect x="26" y="27" width="48" height="3" fill="#ffffff" opacity="0.2"/>` +
    `<rect x="24" y="46" width="52" height="32" fill="#fbf3e4"/>` +
    `<rect x="24" y="46" width="52" height="4" fill="${palette.main}"/>` +
    `<rect x="24" y="74" width="52" height="4" fill="${accent.main}"/>` +
    (side === 'front'
      ? packLabel(look, pack.label, pack.subject, { x: 33, y: 50, w: 41, h: 24 }) +
        badge(look, 29, 55, 3.5)
      : backLabel(look, 28, 47, 44, 27)) +
    `<rect x="24" y="36" width="52" height="50" rx="7" fill="url(#ps-shade)"/>` +
    `<path d="M28 40 H32 V82 H28 Z" fill="#ffffff" opacity="0.35"/>`
  )
}

/** A brown hen's egg seen from the front, `radius` wide, lit from the upper left. */
function egg(x: number, y: number, radius: number): string {
  const height = radius * 1.28
  return (
    `<ellipse cx="${r(x, 2)}" cy="${r(y, 2)}" rx="${r(radius, 2)}" ry="${r(height, 2)}" fill="#e2b98a"/>` +
    `<ellipse cx="${r(x - radius * 0.3, 2)}" cy="${r(y - height * 0.35, 2)}" rx="${r(radius * 0.35, 2)}" ry="${r(height * 0.3, 2)}" fill="#f3dcc0"/>` +
    `<ellipse cx="${r(x, 2)}" cy="${r(y, 2)}" rx="${r(radius, 2)}" ry="${r(height, 2)}" fill="none" stroke="#b98a5c" stroke-width="0.35"/>`
  )
}

/** Eggs in a clear box, two rows of them, a band in the brand's colours across the lid. */
const eggbox: PackDrawer = (look, pack, side) => {
  const { palette, accent } = look
  const eggs = [0, 1, 2, 3, 4]
    .flatMap((index) => [egg(22 + index * 14, 44, 5.2), egg(22 + index * 14, 60, 5.6)])
    .join('')
  return (
    shadow(52, FOOT, 42, 5) +
    `<path d="M10 50 L90 50 L86 86 L14 86 Z" fill="#e8e3da"/>` +
    `<path d="M12 34 L88 34 L92 52 L8 52 Z" fill="#d9d3c8"/>` +
    eggs +
    `<path d="M10 30 L90 30 L93 70 L7 70 Z" fill="#ffffff" opacity="0.18"/>` +
    `<path d="M14 32 L30 32 L20 68 L10 68 Z" fill="#ffffff" opacity="0.22"/>` +
    `<path d="M8 68 L92 68 L88 86 L12 86 Z" fill="${palette.main}"/>` +
    `<rect x="12" y="82" width="76" height="4" fill="${accent.main}"/>` +
    (side === 'front'
      ? badge(look, 20, 76, 6) +
        `<rect x="30" y="69.5" width="54" height="12" rx="1.5" fill="#fbf7f0"/>` +
        packLabel(look, pack.label, pack.subject, { x: 31, y: 69.5, w: 52, h: 12 })
      : backLabel(look, 14, 69, 72, 15)) +
    `<path d="M8 68 L92 68 L88 86 L12 86 Z" fill="url(#ps-shade)"/>`
  )
}

/** A moulded tray of thirty eggs, seen from above at an angle, a band at its front. */
const eggtray: PackDrawer = (look, pack, side) => {
  const { palette, accent } = look
  const eggs = [0, 1, 2, 3, 4]
    .flatMap((row) =>
      [0, 1, 2, 3, 4, 5].map((column) =>
        egg(20 + column * 12 + (row - 2) * -0.6 * (column - 2.5), 24 + row * 10, 3.6 + row * 0.3),
      ),
    )
    .join('')
  return (
    shadow(52, FOOT, 44, 5) +
    `<path d="M14 16 L86 16 L94 76 L6 76 Z" fill="#d8cfc0"/>` +
    `<path d="M14 16 L86 16 L94 76 L6 76 Z" fill="url(#ps-shade)"/>` +
    eggs +
    `<path d="M6 74 L94 74 L92 86 L8 86 Z" fill="${palette.main}"/>` +
    `<rect x="8" y="83" width="84" height="3" fill="${accent.main}"/>` +
    (side === 'front'
      ? badge(look, 14, 79.5, 4.5) +
        packLabel(look, pack.label, pack.subject, { x: 22, y: 74.5, w: 66, h: 10 }, false)
      : backLabel(look, 30, 75, 40, 10))
  )
}

export const PACKS = {
  tray,
  vacuum,
  bag,
  pouch,
  carton: (look: BrandLook, pack: PackContents, side: Side) => box(look, pack, side, false),
  kit: (look: BrandLook, pack: PackContents, side: Side) => box(look, pack, side, true),
  cup,
  bottle,
  jar,
  eggbox,
  eggtray,
} satisfies Record<string, PackDrawer>

export type PackForm = keyof typeof PACKS
