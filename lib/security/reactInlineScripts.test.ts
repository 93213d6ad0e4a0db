/** @jest-environment node */
import { createElement, Suspense, type ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server.edge'
import {
  inlineScriptHashes,
  MAX_OUTLINED_BOUNDARIES,
  reactInlineScriptHashes,
} from './reactInlineScripts'

async function render(page: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(page)
  await stream.allReady
  return new Response(stream).text()
}

/** A page like the site's: header, main and footer, each in a boundary, each many kilobytes. */
function shellLikePage(parts: number) {
  const text = (part: number) =>
    Array.from({ length: 400 }, (_, index) =>
      createElement('span', { key: index, className: `part-${part}` }, `Word ${index}`),
    )
  return createElement(
    'div',
    { id: '__next' },
    Array.from({ length: parts }, (_, part) =>
      createElement(Suspense, { key: part }, createElement('section', null, text(part))),
    ),
  )
}

describe('reactInlineScriptHashes', () => {
  it('hashes the reveal runtime and one script per outlined boundary', async () => {
    const hashes = await reactInlineScriptHashes()
    expect(hashes).toHaveLength(MAX_OUTLINED_BOUNDARIES + 1)
    expect(new Set(hashes).size).toBe(hashes.length)
    for (const hash of hashes) expect(hash).toMatch(/^[A-Za-z0-9+/]{43}=$/)
  })

  it("covers every inline script React writes for a page with the shell's boundaries", async () => {
    const allowed = new Set(await reactInlineScriptHashes())
    for (const parts of [1, 3, MAX_OUTLINED_BOUNDARIES]) {
      const html = await render(shellLikePage(parts))
      const used = inlineScriptHashes(html)
      expect(used.length).toBeGreaterThan(parts)
      for (const hash of used) expect(allowed).toContain(hash)
    }
  })

  it('finds no inline script in a page without outlined boundaries', async () => {
    expect(inlineScriptHashes(await render(createElement('main', null, 'Hello')))).toEqual([])
  })

  it('hashes a script as the browser does (sha256 of its text, base64)', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes('<script>alert(1)</script><script type="x">no</script>')).toEqual([
      'bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=',
    ])
  })
})
