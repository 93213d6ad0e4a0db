import { createRequire } from 'node:module'

/**
 * Microsoft's Fluent Emoji in their high-contrast style (MIT), read from the Iconify package
 * @iconify-json/fluent-emoji-high-contrast: each icon is a one-colour line drawing
 * (`currentColor`) in its own 32 × 32 box. The house style of every picture: a drawing in one ink,
 * not a coloured emoji, which read as clip-art on packs and tiles (docs/decisions.md). Source id
 * `fluent-emoji-high-contrast` in cms/seed/sources.ts; a kind drawing with these names it.
 */
export const EMOJI_SOURCE_ID = 'fluent-emoji-high-contrast'

/** The ink every line drawing is drawn in: a warm near-black, as a food label's print. */
export const INK = '#3a2a20'

/** One icon: markup drawn in a `width` × `height` box at the origin. */
export interface Emoji {
  body: string
  width: number
  height: number
}

interface IconifyIcon {
  body?: string
  width?: number
  height?: number
  left?: number
  top?: number
  hFlip?: boolean
  vFlip?: boolean
  rotate?: number
}

interface IconifyAlias extends IconifyIcon {
  parent: string
}

interface IconifySet {
  icons: Record<string, IconifyIcon & { body: string }>
  aliases?: Record<string, IconifyAlias>
  width?: number
  height?: number
}

let iconSet: IconifySet | undefined

/** The package's icons.json (2.8 MB), read once, on first use. */
function loadIconSet(): IconifySet {
  iconSet ??= createRequire(__filename)(
    '@iconify-json/fluent-emoji-high-contrast/icons.json',
  ) as IconifySet
  return iconSet
}

/** True for a name the icon set has, as an icon or an alias. */
export function hasEmoji(name: string): boolean {
  const { icons, aliases = {} } = loadIconSet()
  return Object.hasOwn(icons, name) || Object.hasOwn(aliases, name)
}

/** The icon's own entry merged with the aliases leading to it (flips toggle, turns add up). */
function resolve(name: string): IconifyIcon & { body: string } {
  const { icons, aliases = {} } = loadIconSet()
  const chain: IconifyIcon[] = []
  let current = name
  while (!Object.hasOwn(icons, current)) {
    if (!Object.hasOwn(aliases, current) || chain.length > 8) {
      throw new Error(`No emoji "${name}" in @iconify-json/fluent-emoji-high-contrast`)
    }
    const alias = aliases[current]!
    chain.push(alias)
    current = alias.parent
  }
  const resolved = { ...icons[current]! }
  for (const alias of chain.reverse()) {
    resolved.width = alias.width ?? resolved.width
    resolved.height = alias.height ?? resolved.height
    resolved.left = alias.left ?? resolved.left
    resolved.top = alias.top ?? resolved.top
    resolved.hFlip = Boolean(resolved.hFlip) !== Boolean(alias.hFlip)
    resolved.vFlip = Boolean(resolved.vFlip) !== Boolean(alias.vFlip)
    resolved.rotate = ((resolved.rotate ?? 0) + (alias.rotate ?? 0)) % 4
  }
  return resolved
}

/**
 * The icon `name` (`poultry-leg`, `steaming-bowl`) as markup in a `width` × `height` box at the
 * origin, aliases resolved and their flips and turns applied. Ids inside the icon (a few icons
 * carry gradients) are prefixed with its name, so icons placed side by side never share one.
 * Throws for a name the set does not have (check with hasEmoji first).
 */
export function emojiSvg(name: string): Emoji {
  const set = loadIconSet()
  const icon = resolve(name)
  const width = icon.width ?? set.width ?? 16
  const height = icon.height ?? set.height ?? 16
  let body = icon.body.replace(/\bid="([^"]+)"/g, `id="fe-${name}-$1"`)
  body = body.replace(/url\(#([^)]+)\)/g, `url(#fe-${name}-$1)`)
  body = body.replace(/href="#([^"]+)"/g, `href="#fe-${name}-$1"`)
  const left = icon.left ?? 0
  const top = icon.top ?? 0
  if (left !== 0 || top !== 0) body = `<g transform="translate(${-left} ${-top})">${body}</g>`
  const transforms: string[] = []
  if (icon.hFlip) transforms.push(`translate(${width} 0) scale(-1 1)`)
  if (icon.vFlip) transforms.push(`translate(0 ${height}) scale(1 -1)`)
  const turns = icon.rotate ?? 0
  if (turns !== 0) transforms.push(`rotate(${turns * 90} ${width / 2} ${height / 2})`)
  if (transforms.length > 0) body = `<g transform="${transforms.join(' ')}">${body}</g>`
  return { body, width, height }
}
