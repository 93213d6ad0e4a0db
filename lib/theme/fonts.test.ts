/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fallbackFontFaces } from './fontFallback'
import { BODY_FONT_STACK, FALLBACK_FONT_FAMILY, SITE_FONT_FAMILY } from './fonts'

describe('the site font stack', () => {
  it('names the web font of every next/font call (which takes literals only)', () => {
    const source = readFileSync(path.join(__dirname, 'siteFont.ts'), 'utf8')
    const families = [...source.matchAll(/prop: 'font-family', value: "'([^']+)'"/g)]
    expect(families.map((match) => match[1])).toEqual([
      SITE_FONT_FAMILY,
      SITE_FONT_FAMILY,
      SITE_FONT_FAMILY,
    ])
  })

  it('puts the web font first and its metric-matched stand-in right after it', () => {
    expect(BODY_FONT_STACK.startsWith(`'${SITE_FONT_FAMILY}', '${FALLBACK_FONT_FAMILY}'`)).toBe(
      true,
    )
  })

  it('resizes a Latin and a Thai local font to the web font, each for its own script', () => {
    const faces = fallbackFontFaces()[FALLBACK_FONT_FAMILY]
    expect(Array.isArray(faces) && faces).toHaveLength(2)
    const [latin, thai] = faces as { src: string; unicodeRange: string; sizeAdjust: string }[]
    expect(latin!.src).toContain("local('Liberation Sans')")
    expect(latin!.unicodeRange).toContain('U+0000-00FF')
    expect(thai!.src).toBe("local('Tahoma')")
    expect(thai!.unicodeRange).toContain('U+0E01-0E5B')
    // Noto Sans Thai's Latin is wider than Arial's, its Thai narrower than Tahoma's.
    expect(parseFloat(latin!.sizeAdjust)).toBeGreaterThan(100)
    expect(parseFloat(thai!.sizeAdjust)).toBeLessThan(100)
  })
})
