/**
 * The site's typeface, served by the provider itself: its pages allow no other origin, and a
 * machine without a Thai system font would otherwise show every Thai letter as a box. The same
 * variable Noto Sans Thai subsets as the site (lib/theme/siteFont.ts), each with its
 * unicode-range so a page downloads only the scripts it shows. Paths carry the package's
 * version, so the files can be cached for good.
 */

import { readFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { SITE_FONT_FAMILY } from '@/shared/fonts'

const PACKAGE = '@fontsource-variable/noto-sans-thai'

/** Resolved from the project folder (the provider starts there), whatever this module's form. */
const packageDir = path.dirname(
  createRequire(path.join(process.cwd(), 'package.json')).resolve(`${PACKAGE}/package.json`),
)
const version = (
  JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }
).version

export const FONT_PATH_PREFIX = '/assets/fonts/'

/** The subsets, as lib/theme/siteFont.ts declares them (fonts.test.ts compares the ranges). */
export const FONT_SUBSETS = [
  {
    subset: 'thai',
    preload: true,
    unicodeRange: 'U+02D7, U+0303, U+0331, U+0E01-0E5B, U+200C-200D, U+25CC',
  },
  {
    subset: 'latin',
    preload: true,
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
  {
    subset: 'latin-ext',
    preload: false,
    unicodeRange:
      'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  },
] as const

export function fontUrl(subset: (typeof FONT_SUBSETS)[number]['subset']): string {
  return `${FONT_PATH_PREFIX}noto-sans-thai-${version}-${subset}.woff2`
}

/** The @font-face rules of the provider's stylesheet. */
export const FONT_FACE_CSS = FONT_SUBSETS.map(
  ({ subset, unicodeRange }) =>
    `@font-face{font-family:'${SITE_FONT_FAMILY}';font-style:normal;font-display:swap;font-weight:100 900;src:url(${fontUrl(subset)}) format('woff2');unicode-range:${unicodeRange}}`,
).join('\n')

/** Preload links for the subsets every sign-in page shows. */
export const FONT_PRELOAD_LINKS = FONT_SUBSETS.filter(({ preload }) => preload)
  .map(
    ({ subset }) =>
      `<link rel="preload" href="${fontUrl(subset)}" as="font" type="font/woff2" crossorigin>`,
  )
  .join('\n')

/** The files by their path, read once at start (about 74 KB in all). */
const files = new Map(
  FONT_SUBSETS.map(({ subset }) => [
    fontUrl(subset),
    readFileSync(path.join(packageDir, 'files', `noto-sans-thai-${subset}-wght-normal.woff2`)),
  ]),
)

/** Answers a request under FONT_PATH_PREFIX: the file, or 404. */
export function sendFont(method: string | undefined, pathname: string, res: ServerResponse): void {
  const file = files.get(pathname)
  if (file === undefined || (method !== 'GET' && method !== 'HEAD')) {
    res.writeHead(file === undefined ? 404 : 405, {
      'Content-Type': 'text/plain; charset=utf-8',
      ...(file === undefined ? {} : { Allow: 'GET, HEAD' }),
    })
    res.end(file === undefined ? 'Not Found' : 'Method Not Allowed')
    return
  }
  res.writeHead(200, {
    'Content-Type': 'font/woff2',
    'Content-Length': String(file.length),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
  })
  res.end(method === 'HEAD' ? undefined : file)
}
