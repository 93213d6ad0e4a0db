import { createAvatar } from '@dicebear/core'
import { avataaars } from '@dicebear/collection'
import { r } from '../patterns'
import { seeded } from '../seeded'
import type { Canvas, PictureKind, PictureSpec } from './kind'

/**
 * A friendly head-and-shoulders portrait of a person: DiceBear's Avataaars style (Pablo Stanley's
 * design) on a soft backdrop in the image's palette, the shoulders on the bottom edge as in a
 * portrait photo. The content fixes what it knows (a man's or a woman's look from the Thai title,
 * grey hair for a senior director, what they wear); the rest — hair, skin tone, glasses, smile,
 * the colour of the jacket — comes from the person's seed, so each person has their own face.
 */
export interface PortraitSpec extends PictureSpec {
  kind: 'portrait'
  /** Whose portrait it is (the person's slug): the free choices come from it. */
  seed: string
  /** A man's or a woman's hair and features (นาย → man; นาง, นางสาว → woman). */
  look: PortraitLook
  /** Grey or greying hair. */
  senior?: boolean
  /** A jacket (the default), smart casual, or a chef's white jacket. */
  attire?: PortraitAttire
  /** Always in glasses (otherwise the seed decides). */
  glasses?: boolean
}

export const PORTRAIT_LOOKS = ['man', 'woman'] as const
export type PortraitLook = (typeof PORTRAIT_LOOKS)[number]
export const PORTRAIT_ATTIRES = ['suit', 'smart', 'chef'] as const
export type PortraitAttire = (typeof PORTRAIT_ATTIRES)[number]

/** The Avataaars options a portrait is drawn with: all chosen, nothing left to DiceBear's dice. */
export interface PortraitOptions {
  top: string
  hairColor: string
  skinColor: string
  eyes: string
  eyebrows: string
  mouth: string
  clothing: string
  clothesColor: string
  accessories: string | null
  facialHair: string | null
}

export const PORTRAIT_SOURCE_IDS = ['dicebear', 'avataaars'] as const

/** Hair a Thai executive might wear, by look: Avataaars' `top` names. */
const HAIR: Record<PortraitLook, string[]> = {
  man: ['shortFlat', 'shortRound', 'shortWaved', 'theCaesar', 'theCaesarAndSidePart', 'shortCurly'],
  woman: [
    'bob',
    'bun',
    'straight01',
    'straight02',
    'longButNotTooLong',
    'miaWallace',
    'straightAndStrand',
  ],
}
/** A senior man's hair may also have receded to the sides. */
const SENIOR_MAN_HAIR = [...HAIR.man.filter((top) => top !== 'shortCurly'), 'sides']
const DARK_HAIR = ['2c1b18', '3b2a24', '4a312c', '24201f']
const GREY_HAIR = ['e8e1e1', 'b9b4b1', '8d8885']
/** Light to tan skin, as across Thailand. */
const SKIN = ['ffdbb4', 'f3c89b', 'edb98a', 'e0a572', 'd08b5b']
const CLOTHING: Record<PortraitAttire, string[]> = {
  suit: ['blazerAndShirt', 'blazerAndSweater'],
  smart: ['collarAndSweater', 'blazerAndSweater', 'shirtVNeck'],
  chef: ['shirtCrewNeck'],
}
const CLOTHES_COLOURS: Record<PortraitAttire, string[]> = {
  suit: ['262e33', '25557c', '3c4f5c', '929598', '5199e4', '1f3a5f', '6b4f3f'],
  smart: ['25557c', '3c4f5c', '5199e4', '65a77f', 'b0524d', 'd9a441', '7a6fa8'],
  chef: ['ffffff'],
}
const GLASSES = ['prescription01', 'prescription02', 'round']

/** Every Avataaars option of a spec's portrait: the spec's own choices and its seed's. */
export function portraitOptions(spec: PortraitSpec): PortraitOptions {
  const random = seeded(`${spec.seed}\u0000portrait`)
  const attire = spec.attire ?? 'suit'
  const senior = spec.senior === true
  const top = random.pick(senior && spec.look === 'man' ? SENIOR_MAN_HAIR : HAIR[spec.look])
  const hairColor = random.pick(senior ? GREY_HAIR : DARK_HAIR)
  const skinColor = random.pick(SKIN)
  const eyes = random.pick(['default', 'happy', 'default'])
  const eyebrows = random.pick(['default', 'defaultNatural', 'flatNatural'])
  const mouth = random.pick(['smile', 'default', 'twinkle', 'smile'])
  const clothing = random.pick(CLOTHING[attire])
  const clothesColor = random.pick(CLOTHES_COLOURS[attire])
  const wearsGlasses = spec.glasses ?? random.next() < (senior ? 0.45 : 0.25)
  const accessories = wearsGlasses ? random.pick(GLASSES) : null
  const bearded = spec.look === 'man' && random.next() < 0.08
  const facialHair = bearded ? 'beardLight' : null
  return {
    top,
    hairColor,
    skinColor,
    eyes,
    eyebrows,
    mouth,
    clothing,
    clothesColor,
    accessories,
    facialHair,
  }
}

/** DiceBear's drawing's own side (its viewBox). */
const AVATAR_SIDE = 280

/**
 * The avatar's drawing as DiceBear emits it for the options, without its `<svg>` element and its
 * metadata (the licence, which the credits page carries instead): paths and shapes only, its ids
 * prefixed so they stay the picture's own.
 */
export function avatarMarkup(spec: PortraitSpec): string {
  const options = portraitOptions(spec)
  const svg = createAvatar(avataaars, {
    seed: spec.seed,
    style: ['default'],
    top: [options.top as never],
    topProbability: 100,
    hairColor: [options.hairColor],
    skinColor: [options.skinColor],
    eyes: [options.eyes as never],
    eyebrows: [options.eyebrows as never],
    mouth: [options.mouth as never],
    clothing: [options.clothing as never],
    clothesColor: [options.clothesColor],
    clothingGraphic: ['diamond'],
    accessories: options.accessories ? [options.accessories as never] : [],
    accessoriesProbability: options.accessories ? 100 : 0,
    accessoriesColor: ['262e33'],
    facialHair: options.facialHair ? [options.facialHair as never] : [],
    facialHairProbability: options.facialHair ? 100 : 0,
    facialHairColor: [options.hairColor],
    hatColor: ['262e33'],
  }).toString()
  return svg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<metadata[\s\S]*?<\/metadata>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\bid="([^"]+)"/g, 'id="portrait-$1"')
    .replace(/url\(#([^)]+)\)/g, 'url(#portrait-$1)')
}

/** The soft backdrop: the palette's light gradient and a pale disc behind the head. */
function backdrop({ width, height, palette }: Canvas): string {
  const disc = Math.min(width, height) * 0.42
  return (
    `<defs><linearGradient id="portraitBackdrop" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${palette.backgroundFrom}"/>` +
    `<stop offset="1" stop-color="${palette.backgroundTo}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#portraitBackdrop)"/>` +
    `<circle cx="${r(width / 2)}" cy="${r(height * 0.42)}" r="${r(disc)}" fill="#ffffff" opacity="0.55"/>` +
    `<circle cx="${r(width / 2)}" cy="${r(height * 0.42)}" r="${r(disc * 1.18)}" fill="none" stroke="${palette.main}" stroke-width="${r(Math.max(1, disc * 0.02))}" opacity="0.18"/>`
  )
}

function problems(spec: PortraitSpec): string[] {
  const found: string[] = []
  if (typeof spec.seed !== 'string' || spec.seed.trim() === '') {
    found.push('portrait needs a seed (the person\u2019s slug)')
  }
  if (!(PORTRAIT_LOOKS as readonly string[]).includes(String(spec.look))) {
    found.push(`portrait look must be one of ${PORTRAIT_LOOKS.join(', ')}`)
  }
  if (spec.attire !== undefined && !(PORTRAIT_ATTIRES as readonly string[]).includes(spec.attire)) {
    found.push(`portrait attire must be one of ${PORTRAIT_ATTIRES.join(', ')}`)
  }
  for (const flag of ['senior', 'glasses'] as const) {
    if (spec[flag] !== undefined && typeof spec[flag] !== 'boolean') {
      found.push(`portrait ${flag} must be true or false`)
    }
  }
  const known = new Set(['kind', 'seed', 'look', 'senior', 'attire', 'glasses'])
  for (const field of Object.keys(spec)) {
    if (!known.has(field)) found.push(`portrait has no field "${field}"`)
  }
  return found
}

export const portrait: PictureKind<PortraitSpec> = {
  problems,
  draw(spec, canvas) {
    const { width, height } = canvas
    // Head and shoulders fill the height, the shoulders on the bottom edge.
    const side = height * 0.96
    const x = (width - side) / 2
    const y = height - side
    const figure = `<g transform="translate(${r(x)} ${r(y)}) scale(${r(side / AVATAR_SIDE, 4)})" fill="none">${avatarMarkup(spec)}</g>`
    return backdrop(canvas) + figure
  },
  sources: () => [...PORTRAIT_SOURCE_IDS],
  subject: (spec) => JSON.stringify(portraitOptions(spec)),
}
