import type { SemanticTokens, Tokens } from '@pandacss/dev'
import { colors } from '@/shared/colors'
import { BODY_FONT_STACK } from './fonts'

// The site's one token source, read by both styling engines: Panda writes them as CSS variables
// into the build-time stylesheet (panda.config.ts), and Chakra's runtime (overlays, the admin
// console) declares the same variables under the same names (prefix `ck`). Plain objects, so
// the browser bundles of the runtime systems carry no styling engine's config code.
// Deliberately small: every token is a CSS variable in every page's stylesheet.

const spacing = {
  0: { value: '0' },
  0.5: { value: '0.125rem' },
  1: { value: '0.25rem' },
  1.5: { value: '0.375rem' },
  2: { value: '0.5rem' },
  2.5: { value: '0.625rem' },
  3: { value: '0.75rem' },
  4: { value: '1rem' },
  5: { value: '1.25rem' },
  6: { value: '1.5rem' },
  7: { value: '1.75rem' },
  8: { value: '2rem' },
  9: { value: '2.25rem' },
  10: { value: '2.5rem' },
  12: { value: '3rem' },
  14: { value: '3.5rem' },
  16: { value: '4rem' },
  20: { value: '5rem' },
  24: { value: '6rem' },
  40: { value: '10rem' },
}

export const tokens = {
  colors,
  fonts: {
    body: { value: BODY_FONT_STACK },
    heading: { value: BODY_FONT_STACK },
    // Commands and code (the Studio's setup guide): the system's own monospace.
    mono: {
      value: "ui-monospace, 'SFMono-Regular', 'DejaVu Sans Mono', Menlo, Consolas, monospace",
    },
  },
  fontSizes: {
    xs: { value: '0.75rem' },
    sm: { value: '0.875rem' },
    md: { value: '1rem' },
    lg: { value: '1.125rem' },
    xl: { value: '1.25rem' },
    '2xl': { value: '1.5rem' },
    '3xl': { value: '1.875rem' },
    '4xl': { value: '2.25rem' },
    '5xl': { value: '3rem' },
  },
  fontWeights: {
    normal: { value: '400' },
    medium: { value: '500' },
    semibold: { value: '600' },
    bold: { value: '700' },
  },
  lineHeights: {
    shorter: { value: '1.25' },
    short: { value: '1.375' },
    moderate: { value: '1.5' },
    tall: { value: '1.7' },
  },
  spacing,
  // Sizes include the spacing scale, so `h="10"` and `px="10"` mean the same length.
  sizes: {
    ...spacing,
    full: { value: '100%' },
    sm: { value: '24rem' },
    md: { value: '28rem' },
    lg: { value: '32rem' },
    xl: { value: '36rem' },
    '2xl': { value: '42rem' },
    '3xl': { value: '48rem' },
    '4xl': { value: '56rem' },
    prose: { value: '42rem' },
    page: { value: '80rem' },
  },
  radii: {
    none: { value: '0' },
    sm: { value: '0.25rem' },
    md: { value: '0.5rem' },
    lg: { value: '0.75rem' },
    xl: { value: '1rem' },
    full: { value: '9999px' },
  },
  shadows: {
    // To take the focus ring's halo off an element that draws no ring (`outline: none`).
    none: { value: 'none' },
    sm: { value: '0 1px 2px rgba(0, 0, 0, 0.08)' },
    md: { value: '0 4px 12px rgba(0, 0, 0, 0.10)' },
    lg: { value: '0 12px 32px rgba(0, 0, 0, 0.16)' },
  },
  durations: {
    fast: { value: '150ms' },
    moderate: { value: '200ms' },
    slow: { value: '300ms' },
    // The spec's toast timings.
    toastEnter: { value: '225ms' },
    toastExit: { value: '195ms' },
  },
  easings: {
    standard: { value: 'cubic-bezier(0.4, 0, 0.2, 1)' },
  },
  zIndex: {
    header: { value: 100 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    toast: { value: 1700 },
    progress: { value: 1800 },
  },
} satisfies Tokens

// `_dark` values apply only under an element with the `dark` class (Chakra's `_dark` condition is
// `.dark &`): the admin console sets it on its own root; the public site never does and stays
// light-only (spec point 4). Dark pairs keep WCAG AA: fg on bg 16:1, fg.muted on bg.muted 7.8:1,
// brand.fg on bg 7.3:1 and on brand.subtle 6.3:1, white on brand.solid 6.6:1.
export const semanticTokens = {
  colors: {
    bg: { value: { base: '{colors.white}', _dark: '{colors.gray.900}' } },
    // In the dark the page behind the panels is the darkest surface, so panels still lift off it.
    'bg.subtle': { value: { base: '{colors.gray.50}', _dark: '{colors.black}' } },
    'bg.muted': { value: { base: '{colors.gray.100}', _dark: '{colors.gray.800}' } },
    'bg.inverted': { value: { base: '{colors.gray.900}', _dark: '{colors.gray.50}' } },
    fg: { value: { base: '{colors.gray.900}', _dark: '{colors.gray.50}' } },
    'fg.muted': { value: { base: '{colors.gray.600}', _dark: '{colors.gray.300}' } },
    'fg.inverted': { value: { base: '{colors.white}', _dark: '{colors.gray.900}' } },
    border: { value: { base: '{colors.gray.200}', _dark: '{colors.gray.700}' } },
    // The focus ring is two-tone (lib/theme/focusRing.ts): this core line between two bands of
    // the halo, so one of the two stands out ≥ 3:1 on every background the site uses, light
    // (the core) or dark and brand-red (the halo) — lib/theme/focusRing.test.ts checks each.
    focusRing: { value: { base: '{colors.brand.600}', _dark: '{colors.brand.200}' } },
    focusRingHalo: { value: { base: '{colors.white}', _dark: '{colors.black}' } },
    // White text on it reads in both themes, so the solid brand colour stays the same.
    'brand.solid': { value: '{colors.brand.600}' },
    'brand.solidHover': { value: '{colors.brand.700}' },
    'brand.fg': { value: { base: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
    'brand.subtle': { value: { base: '{colors.brand.50}', _dark: '{colors.brand.900}' } },
  },
  shadows: {
    // The focus ring's halo: drawn under the outline (lib/theme/focusRing.ts), it fills the
    // outline's 2px offset and runs 2px beyond it.
    focusRing: { value: '0 0 0 6px {colors.focusRingHalo}' },
  },
} satisfies SemanticTokens
