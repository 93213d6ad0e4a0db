#!/usr/bin/env node
// Prints the gzip size of the JavaScript a page's HTML makes the browser download before it is
// interactive (scripts/pageJavaScript.mjs says what counts), read from the production build's
// prerendered HTML. Usage: node scripts/page-size.mjs /th/home
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { PAGE_JS_BUDGET_KIB, pageJavaScript } from './pageJavaScript.mjs'

const root = process.cwd()
// The build folder: NEXT_DIST_DIR as next.config.ts reads it (lib/build/distDir.ts).
const distDir = path.join(root, process.env.NEXT_DIST_DIR?.trim() || '.next')
const routes = process.argv.slice(2)
if (routes.length === 0) routes.push('/th/home')

function prerenderedHtml(route) {
  const file = path.join(distDir, 'server', 'pages', `${route.replace(/^\//, '')}.html`)
  if (!existsSync(file)) {
    console.error(`No prerendered HTML for ${route} at ${file}: run "npm run build" first.`)
    process.exit(2)
  }
  return readFileSync(file, 'utf8')
}

let failed = false
for (const route of routes) {
  const { files, gzipBytes } = pageJavaScript(prerenderedHtml(route), distDir)
  const kib = gzipBytes / 1024
  const pass = kib <= PAGE_JS_BUDGET_KIB
  if (!pass) failed = true
  console.log(
    `${route}: ${kib.toFixed(1)} KiB gzip JavaScript in ${files} files (budget ${PAGE_JS_BUDGET_KIB} KiB: ${pass ? 'pass' : 'FAIL'})`,
  )
}
process.exit(failed ? 1 : 0)
