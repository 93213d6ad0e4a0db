/**
 * @jest-environment node
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { colors } from '@/shared/colors'
import { composite, contrastRatio, parseHex, type Rgb } from './contrast'
import { focusRing } from './focusRing'
import { globalCss } from './globalCss'
import { semanticTokens } from './tokens'

// The focus ring must stand out ≥ 3:1 from what is around it on every background a focusable
// element can sit on (WCAG 2.4.11/2.4.13): rather than a list kept by hand, the backgrounds are
// read from the components and recipes themselves, so a new section colour is checked too.

const ROOT = path.join(__dirname, '..', '..')
const MIN_CONTRAST = 3
type Mode = 'base' | '_dark'

type TokenTree = { [key: string]: TokenTree | { value: unknown } }

function paletteValue(name: string): string | undefined {
  let node: unknown = colors
  for (const part of name.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as TokenTree)[part]
  }
  const value = (node as { value?: unknown } | undefined)?.value
  return typeof value === 'string' ? value : undefined
}

/** A colour token (semantic or palette) as `#rrggbb` in a theme, or null for non-colours. */
function resolveColor(name: string, mode: Mode): Rgb | null {
  const semantic = (semanticTokens.colors as Record<string, { value: unknown }>)[name]
  let value: string | undefined
  if (semantic) {
    const raw = semantic.value
    value =
      typeof raw === 'string'
        ? raw
        : ((raw as Record<Mode, string>)[mode] ?? (raw as Record<Mode, string>).base)
  } else {
    value = paletteValue(name)
  }
  if (value === undefined) return null
  const reference = /^\{colors\.(.+)\}$/.exec(value)?.[1]
  if (reference !== undefined) return resolveColor(reference, mode)
  return /^#[0-9a-f]{6}$/i.test(value) ? parseHex(value) : null
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const file = path.join(folder, entry)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [file] : []
  })
}

const BACKGROUND_PROPERTY =
  /\b(?:bg|background|backgroundColor|gradientFrom|gradientVia|gradientTo)\s*[:=]\s*\{?['"]([A-Za-z0-9_.]+)['"]/g

/** Every background colour token the components and recipes set, with where it is set. */
function backgroundsInUse(): Map<string, string[]> {
  const found = new Map<string, string[]>()
  const files = [
    ...sourceFiles(path.join(ROOT, 'components')),
    ...sourceFiles(path.join(ROOT, 'lib', 'theme')),
  ]
  for (const file of files) {
    for (const [, token = ''] of readFileSync(file, 'utf8').matchAll(BACKGROUND_PROPERTY)) {
      found.set(token, [...(found.get(token) ?? []), path.relative(ROOT, file)])
    }
  }
  return found
}

/** Not colours: the ring sits on whatever is under them, which is checked on its own. */
const NOT_A_COLOUR = new Set(['transparent', 'current', 'revert', 'inherit', 'none'])

const ring = (mode: Mode) => ({
  core: resolveColor(focusRing.outlineColor, mode)!,
  halo: resolveColor('focusRingHalo', mode)!,
})

function ringContrast(background: Rgb, mode: Mode) {
  const { core, halo } = ring(mode)
  return Math.max(contrastRatio(core, background), contrastRatio(halo, background))
}

describe('the focus ring', () => {
  it('is the one defined in focusRing.ts, on every focusable element', () => {
    expect(globalCss['*:focus-visible']).toBe(focusRing)
    expect(focusRing).toMatchObject({ outline: '2px solid', outlineColor: 'focusRing' })
    expect(semanticTokens.shadows.focusRing.value).toBe('0 0 0 6px {colors.focusRingHalo}')
  })

  it.each<Mode>(['base', '_dark'])('has two tones ≥ 3:1 apart (%s)', (mode) => {
    const { core, halo } = ring(mode)
    expect(contrastRatio(core, halo)).toBeGreaterThanOrEqual(MIN_CONTRAST)
  })

  const backgrounds = backgroundsInUse()
  const colourTokens = [...backgrounds.keys()].filter((name) => !NOT_A_COLOUR.has(name)).sort()

  it('finds the section backgrounds (the hero, the footer, the tinted bands)', () => {
    expect(colourTokens).toEqual(
      expect.arrayContaining(['bg', 'bg.subtle', 'bg.inverted', 'brand.700', 'brand.900']),
    )
  })

  it.each(colourTokens)('stands out ≥ 3:1 on %s in both themes', (name) => {
    for (const mode of ['base', '_dark'] as const) {
      const background = resolveColor(name, mode)
      if (!background) throw new Error(`${name} (${backgrounds.get(name)}) is not a known colour`)
      const contrast = ringContrast(background, mode)
      // The token and theme are in the message of a failure.
      expect({ name, mode, passes: contrast >= MIN_CONTRAST, contrast }).toMatchObject({
        passes: true,
      })
    }
  })

  // The home hero: a gradient from brand.700 to brand.900 under a gold sun at 18% opacity
  // (components/home/HomeHero.tsx) — the backgrounds a plain red ring failed on (≈ 1.3–2.3:1).
  it('stands out ≥ 3:1 on the home hero, the sun included', () => {
    const source = readFileSync(path.join(ROOT, 'components', 'home', 'HomeHero.tsx'), 'utf8')
    const [, from = ''] = /gradientFrom: '([\w.]+)'/.exec(source) ?? []
    const [, to = ''] = /gradientTo: '([\w.]+)'/.exec(source) ?? []
    const [, sunToken = '', sunOpacity = ''] =
      /bg: '(gold\.\d+)',\s*opacity: '([\d.]+)'/.exec(source) ?? []
    const stops = [from, to].map((name) => resolveColor(name, 'base')!)
    const sunColour = resolveColor(sunToken, 'base')!
    const hero = [...stops, ...stops.map((stop) => composite(sunColour, Number(sunOpacity), stop))]
    for (const background of hero) {
      expect(ringContrast(background, 'base')).toBeGreaterThanOrEqual(MIN_CONTRAST)
    }
    // It is the halo that shows there, not the brand-red line.
    const { halo } = ring('base')
    for (const background of hero) {
      expect(contrastRatio(halo, background)).toBeGreaterThanOrEqual(4.5)
    }
  })

  // The console's coloured header bands draw the ring in their text colour over a halo of the
  // band's own colour (lib/theme/adminRecipes/shell.ts `band`).
  it('stands out ≥ 3:1 in the console header bands', () => {
    const source = readFileSync(path.join(__dirname, 'adminRecipes', 'shell.ts'), 'utf8')
    const bands = [...source.matchAll(/band\('([\w.]+)', '([\w.]+)'/g)]
    expect(bands.length).toBeGreaterThanOrEqual(3)
    for (const [, bg = '', color = ''] of bands) {
      const contrast = contrastRatio(resolveColor(bg, 'base')!, resolveColor(color, 'base')!)
      expect({ bg, color, passes: contrast >= MIN_CONTRAST, contrast }).toMatchObject({
        passes: true,
      })
    }
  })
})
