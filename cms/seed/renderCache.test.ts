/** @jest-environment node */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { drawingOf } from './imageSpec'
import { renderImage } from './images'
import { cachedRenderer } from './renderCache'

const spec = drawingOf({ motif: 'egg', alt: { th: 'ไข่', en: 'Eggs' } }, 'product-eggs heroImage')

describe('cachedRenderer', () => {
  it('keeps each drawn image and gives back the very bytes a fresh render gives', async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'seed-cache-'))
    const render = cachedRenderer(cacheDir)
    const first = await render(spec, 400, 300)
    expect(readdirSync(cacheDir)).toHaveLength(2) // the image and its LQIP

    const fresh = await renderImage(spec, 400, 300)
    const cached = await render(spec, 400, 300)
    expect(cached.buffer.equals(fresh.buffer)).toBe(true)
    expect(cached).toMatchObject({ width: 400, height: 300, sha1: fresh.sha1, lqip: fresh.lqip })
    expect(first.sha1).toBe(fresh.sha1)
  })

  it('reads a hit from the cache instead of drawing again', async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'seed-cache-'))
    const render = cachedRenderer(cacheDir)
    await render(spec, 200, 200)
    const image = readdirSync(cacheDir).find((name) => name.endsWith('.webp'))!
    writeFileSync(path.join(cacheDir, image), 'cached bytes')
    expect((await render(spec, 200, 200)).buffer.toString()).toBe('cached bytes')
    // The drawing (here its seed) and the size are the key.
    const otherSeed = { ...spec, seed: 'product-other heroImage' }
    expect((await render(otherSeed, 200, 200)).buffer.toString()).not.toBe('cached bytes')
    expect((await render(spec, 100, 100)).buffer.toString()).not.toBe('cached bytes')
  })
})
