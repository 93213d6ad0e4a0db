/**
 * WCAG 2 contrast between colours written as `#rrggbb` (the theme's palette), for the tests that
 * hold the focus ring to 3:1 (lib/theme/focusRing.test.ts, e2e/focus-ring.spec.ts).
 */

export type Rgb = readonly [number, number, number]

export function parseHex(hex: string): Rgb {
  const digits = /^#([0-9a-f]{6})$/i.exec(hex.trim())?.[1]
  if (digits === undefined) throw new Error(`Not a #rrggbb colour: ${hex}`)
  const value = parseInt(digits, 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

/** WCAG 2's relative luminance of an sRGB colour (channels 0–255). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)]
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/** `top` at `opacity` over `bottom`, as the browser composites it. */
export function composite(top: Rgb, opacity: number, bottom: Rgb): Rgb {
  const mix = (t: number, b: number) => Math.round(t * opacity + b * (1 - opacity))
  return [mix(top[0], bottom[0]), mix(top[1], bottom[1]), mix(top[2], bottom[2])]
}
