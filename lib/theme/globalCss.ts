import type { GlobalStyleObject } from '@pandacss/dev'
import { focusRing } from './focusRing'

/**
 * The page-wide rules on top of the preflight, the same for the build-time stylesheet and the
 * admin console's runtime system.
 */
export const globalCss = {
  html: {
    colorScheme: 'light',
    scrollPaddingTop: '5rem',
    textRendering: 'optimizeLegibility',
    touchAction: 'manipulation',
  },
  body: {
    bg: 'bg',
    color: 'fg',
    fontFamily: 'body',
    lineHeight: 'moderate',
    minHeight: '100dvh',
    position: 'relative',
    height: 'auto',
  },
  // Where Panda's preflight and Chakra's (which drew these pages before) differ in a way a
  // visitor sees: long words break instead of overflowing a phone's width; headings wrap as
  // text does (Panda balances their lines); table headers, addresses and citations take the
  // font of their surroundings, not the browser's bold or italic; form fields keep the
  // browser's background (Panda makes them transparent).
  '*': { wordWrap: 'break-word' },
  'h1, h2, h3, h4, h5, h6': { textWrap: 'wrap' },
  'th, address, cite, dfn, var': { font: 'inherit' },
  'input, optgroup, select, textarea': { background: 'revert' },
  '*::selection': { bg: 'brand.100' },
  // One visible focus ring for every focusable element, two-tone so it shows on every
  // background (see focusRing.ts).
  '*:focus-visible': focusRing,
} satisfies GlobalStyleObject

/** The site's few animations, by name. */
export const keyframes = {
  'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  spin: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
}

/**
 * Both engines write their token variables as `--ck-<category>-<name>`: build-time CSS and the
 * overlays' runtime read the same variables.
 */
export const CSS_VARS_PREFIX = 'ck'
