/**
 * The inline scripts React's server renderer writes into a page, as Content-Security-Policy
 * hashes. A completed Suspense boundary larger than a few kilobytes is sent "outlined": its HTML
 * in a hidden <div> and a small inline script (`$RC("B:1","S:1")`, the first one with React's
 * reveal runtime) that moves it into place. Their text depends only on React's version and on the
 * boundary's number, so they are rendered here with the same renderer Next's Pages Router uses
 * and hashed, for boundaries 0 to MAX_OUTLINED_BOUNDARIES - 1. No import aliases: next.config.ts
 * loads this file.
 */
import { createHash } from 'node:crypto'
import { createElement, Suspense } from 'react'
import { renderToReadableStream } from 'react-dom/server.edge'

/** Outlined boundaries one page may have (the site's shell has three: header, main, footer). */
export const MAX_OUTLINED_BOUNDARIES = 8

// Larger than React's progressive chunk (12,800 bytes), so every boundary is outlined.
const BOUNDARY_TEXT = 'x'.repeat(13_000)

/** sha256 of every inline script in the HTML, base64, in order. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, script]) =>
    createHash('sha256')
      .update(script ?? '')
      .digest('base64'),
  )
}

/** React's inline scripts for a page with `count` outlined boundaries, hashed. */
export async function reactInlineScriptHashes(count = MAX_OUTLINED_BOUNDARIES): Promise<string[]> {
  // Inside an element: a boundary at the document's root is never outlined.
  const page = createElement(
    'div',
    null,
    Array.from({ length: count }, (_, index) =>
      createElement(Suspense, { key: index }, createElement('p', null, BOUNDARY_TEXT)),
    ),
  )
  const stream = await renderToReadableStream(page)
  await stream.allReady
  return inlineScriptHashes(await new Response(stream).text())
}
