#!/usr/bin/env node
// Compares two folders of screenshots (scripts/visual/screenshots.mjs) pixel by pixel and
// writes a diff picture for each pair that differs:
//
//   node scripts/visual/compare.mjs /tmp/shots-before /tmp/shots-after /tmp/shots-diff
//
// Prints one line a picture: its sizes, and the share of pixels that differ (pixelmatch's
// default threshold, anti-aliasing ignored). Pictures of different heights are compared over
// the common height, and the difference in height is reported.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

const [beforeDir, afterDir, diffDir] = process.argv.slice(2)
if (!beforeDir || !afterDir || !diffDir) {
  console.error('usage: node scripts/visual/compare.mjs <before> <after> <diff folder>')
  process.exit(2)
}
mkdirSync(diffDir, { recursive: true })

/** The top-left `width` × `height` pixels of a picture. */
function crop(png, width, height) {
  const out = new PNG({ width, height })
  PNG.bitblt(png, out, 0, 0, width, height, 0, 0)
  return out
}

const rows = []
for (const file of readdirSync(beforeDir)
  .filter((name) => name.endsWith('.png'))
  .sort()) {
  let after
  try {
    after = PNG.sync.read(readFileSync(path.join(afterDir, file)))
  } catch {
    rows.push({ file, note: 'missing after' })
    continue
  }
  const before = PNG.sync.read(readFileSync(path.join(beforeDir, file)))
  const width = Math.min(before.width, after.width)
  const height = Math.min(before.height, after.height)
  const diff = new PNG({ width, height })
  const changed = pixelmatch(
    crop(before, width, height).data,
    crop(after, width, height).data,
    diff.data,
    width,
    height,
    { threshold: 0.1 },
  )
  const share = changed / (width * height)
  if (changed > 0) writeFileSync(path.join(diffDir, file), PNG.sync.write(diff))
  rows.push({
    file,
    before: `${before.width}×${before.height}`,
    after: `${after.width}×${after.height}`,
    changed,
    percent: (share * 100).toFixed(2),
  })
}

for (const row of rows) {
  if (row.note) console.log(`${row.file}\t${row.note}`)
  else
    console.log(`${row.file}\t${row.before} → ${row.after}\t${row.percent} % (${row.changed} px)`)
}
writeFileSync(path.join(diffDir, 'summary.json'), JSON.stringify(rows, null, 2))
