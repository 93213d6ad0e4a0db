#!/usr/bin/env node
// Prints the gzip size of the JavaScript a page's HTML makes the browser download before it is
// interactive: every script the prerendered HTML references (script tags and the chunk lists of
// the Turbopack runtime), read from the production build. Usage: node scripts/page-size.mjs /th/home
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const BUDGET_KIB = 200
const root = process.cwd()
// The build folder: NEXT_DIST_DIR as next.config.ts reads it (lib/build/distDir.ts).
const distDir = process.env.NEXT_DIST_DIR?.trim() || '.next'
const routes = process.argv.slice(2)
if (routes.length === 0) routes.push('/th/home')

function prerenderedHtml(route) {
  const file = path.join(root, distDir, 'server', 'pages', `${route.replace(/^\//, '')}.html`)
  if (!existsSync(file)) {
    console.error(`No prerendered HTML for ${route} at ${file}: run "npm run build" first.`)
    process.exit(2)
  }
  return readFileSync(file, 'utf8')
}

function referencedScripts(html) {
  const found = new Set()
  for (const match of html.matchAll(/<script[^>]+src="\/_next\/([^"]+\.js)"/g)) found.add(match[1])
  for (const match of html.matchAll(/"(static\/chunks\/[^"]+\.js)"/g)) found.add(match[1])
  return [...found]
}

let failed = false
for (const route of routes) {
  const scripts = referencedScripts(prerenderedHtml(route))
  let total = 0
  for (const script of scripts) {
    total += gzipSync(readFileSync(path.join(root, distDir, script)), { level: 9 }).length
  }
  const kib = total / 1024
  const verdict = kib <= BUDGET_KIB ? 'pass' : 'FAIL'
  if (kib > BUDGET_KIB) failed = true
  console.log(
    `${route}: ${kib.toFixed(1)} KiB gzip JavaScript in ${scripts.length} files (budget ${BUDGET_KIB} KiB: ${verdict})`,
  )
}
process.exit(failed ? 1 : 0)
