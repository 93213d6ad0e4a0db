/** @jest-environment node */
// The overlay timing's in-page probe, in Debian's Chromium against a small page served here:
// what it counts from and to, and the runs it refuses. Skipped where there is no Chromium.
import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from '@playwright/test'
import { CHROMIUM_PATH } from '../../scripts/chromium.mjs'
import { launchChromium, measureOverlays, type OverlayScenario } from './overlayTiming'

const PAGE = `<!doctype html>
<html lang="en"><head><title>Probe</title></head><body>
<div role="dialog" style="position: fixed; top: 0; right: 0">Open from the start</div>
<button id="slow">Slow</button>
<button id="hidden">Unhide</button>
<div role="dialog" id="later" hidden>Unhidden</div>
<button id="none">Nothing</button>
<div style="position: relative">
  <button id="covered">Covered</button>
  <div style="position: absolute; inset: 0; background: white"></div>
</div>
<script>
  document.getElementById('slow').addEventListener('click', () => {
    const start = performance.now()
    while (performance.now() - start < 150) {}
    const dialog = document.createElement('div')
    dialog.setAttribute('role', 'dialog')
    dialog.textContent = 'New'
    document.body.append(dialog)
  })
  document.getElementById('hidden').addEventListener('click', () => {
    setTimeout(() => document.getElementById('later').removeAttribute('hidden'), 250)
  })
</script>
</body></html>`

const scenario = (button: string): OverlayScenario => ({
  name: button,
  path: '/',
  viewport: { width: 800, height: 600 },
  button,
  overlay: '[role="dialog"]',
})

const describeWithChromium = existsSync(CHROMIUM_PATH) ? describe : describe.skip

describeWithChromium('the overlay timing', () => {
  let server: Server
  let origin: string
  let browser: Browser

  beforeAll(async () => {
    server = createServer((_, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      response.end(PAGE)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    browser = await launchChromium()
  }, 30_000)

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => server?.close(resolve))
  })

  it('counts from the click to the first frame showing a new overlay, not one already open', async () => {
    const [slow, unhidden] = await measureOverlays(
      browser,
      origin,
      [scenario('Slow'), scenario('Unhide')],
      2,
      { cpuSlowdown: 1 },
    )
    expect(slow?.error).toBeUndefined()
    expect(slow?.runsMs).toHaveLength(2)
    expect(slow?.inputDelaysMs).toHaveLength(2)
    expect(slow?.medianMs).toBeGreaterThanOrEqual(150)
    expect(slow?.medianMs).toBeLessThan(450)
    expect(unhidden?.medianMs).toBeGreaterThanOrEqual(250)
    expect(unhidden?.medianMs).toBeLessThan(550)
  }, 60_000)

  it('reports a click that lands on something else, and an overlay that never opens', async () => {
    const [covered, none] = await measureOverlays(
      browser,
      origin,
      [scenario('Covered'), scenario('Nothing')],
      2,
      { cpuSlowdown: 1, timeoutMs: 1_000 },
    )
    expect(covered?.medianMs).toBeNull()
    expect(covered?.error).toMatch(/^the click landed on <div/)
    expect(none?.medianMs).toBeNull()
    expect(none?.error).toBe('[role="dialog"] not visible 1000 ms after the click')
  }, 60_000)
})
