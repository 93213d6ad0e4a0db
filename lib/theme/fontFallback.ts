import { createFontStack, type FontMetrics } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import notoSansThai from '@capsizecss/metrics/notoSansThai'
import tahoma from '@capsizecss/metrics/tahoma'
import type { Config } from '@pandacss/dev'
import { FALLBACK_FONT_FAMILY } from './fonts'

// Build time only (panda.config.ts): the fallback font faces, with metric overrides computed by
// Capsize from the fonts' published metrics, one face per script so each is tuned to its own
// glyphs (Thai glyphs are wider than Latin ones in Noto Sans Thai, and not in Arial).

/** The script subsets the web font is split into, by the characters each face covers. */
const THAI_RANGE = 'U+0E01-0E5B, U+200C-200D, U+25CC'
const LATIN_RANGE = 'U+0000-00FF, U+0131, U+0152-0153, U+2000-206F, U+20AC, U+2122, U+2212'

interface LocalFallback {
  metrics: FontMetrics
  /** local() names on the systems that have it: its full and PostScript names. */
  localNames: string[]
  subset: 'latin' | 'thai'
  unicodeRange: string
}

const FALLBACKS: LocalFallback[] = [
  // Arial on Windows and macOS; Liberation Sans on Linux has Arial's metrics, glyph for glyph.
  {
    metrics: arial,
    localNames: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
    subset: 'latin',
    unicodeRange: LATIN_RANGE,
  },
  // Tahoma has Thai and ships with Windows and macOS.
  { metrics: tahoma, localNames: ['Tahoma'], subset: 'thai', unicodeRange: THAI_RANGE },
]

/** `@font-face` rules of the fallback family, for Panda's `globalFontface`. */
export function fallbackFontFaces(): NonNullable<Config['globalFontface']> {
  return {
    [FALLBACK_FONT_FAMILY]: FALLBACKS.map(({ metrics, localNames, subset, unicodeRange }) => {
      const { fontFaces } = createFontStack([notoSansThai, metrics], {
        subset,
        fontFaceFormat: 'styleObject',
      })
      const face = fontFaces[0]!['@font-face']
      return {
        src: localNames.map((name) => `local('${name}')`).join(', '),
        unicodeRange,
        ascentOverride: face.ascentOverride,
        descentOverride: face.descentOverride,
        lineGapOverride: face.lineGapOverride ?? '0%',
        sizeAdjust: face.sizeAdjust,
      }
    }),
  }
}
