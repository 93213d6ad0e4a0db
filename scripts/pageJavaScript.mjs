// What "the JavaScript a page downloads before it is interactive" means, in one place for
// `npm run size` (scripts/page-size.mjs) and `npm run bench` (bench/site): every script the
// page's HTML references — its script tags (held back as data-page-script until the first paint,
// lib/page/pageScriptLoader.ts) and the chunk lists of the Turbopack runtime — measured
// gzip-compressed at level 9 from the production build. Chunks loaded later (menus, dialogs)
// are not in the HTML and so not counted.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export const PAGE_JS_BUDGET_KIB = 150

/** Paths under the build folder (`static/chunks/…js`) of the scripts an HTML page references. */
export function referencedScripts(html) {
  const found = new Set()
  const tags = /<script[^>]+(?:src|data-page-script)="\/_next\/([^"]+\.js)"/g
  for (const match of html.matchAll(tags)) found.add(match[1])
  for (const match of html.matchAll(/"(static\/chunks\/[^"]+\.js)"/g)) found.add(match[1])
  return [...found]
}

/** Gzip bytes of the page's scripts, read from the build folder `distDir`. */
export function pageJavaScript(html, distDir) {
  const scripts = referencedScripts(html)
  let gzipBytes = 0
  for (const script of scripts) {
    gzipBytes += gzipSync(readFileSync(path.join(distDir, script)), { level: 9 }).length
  }
  return { files: scripts.length, gzipBytes }
}
