import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import path from 'node:path'
import { getTurbopackChunkGroupBootstrap } from 'next/dist/server/get-page-files'
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape'

/**
 * Turbopack's shared runtime (next.config.ts) loads each page through one inline <script> that
 * seeds its queue with the chunks of `_app` and of the page. Its text is fixed by the build, but
 * it differs from page to page and is known only once the build is done, after next.config.ts
 * wrote the headers; so the site's own server allows it: it computes every page's bootstrap from
 * the build it serves, exactly as Next's document writes it, and adds their hashes to the
 * Content-Security-Policy of HTML responses. Nothing else inline is ever allowed this way.
 */

interface BuildManifest {
  pages: Record<string, unknown>
  pagesChunkGroupBootstrapParams?: Record<string, object>
  chunkLoadingGlobal?: string
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64')

/** The hashes (sha256, base64) of every page's bootstrap script in the build at `distDir`. */
export function turbopackBootstrapHashes(distDir: string): ReadonlySet<string> {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'),
  ) as BuildManifest
  const { pagesChunkGroupBootstrapParams: params, chunkLoadingGlobal } = manifest
  if (!params || !chunkLoadingGlobal) return new Set()
  const hashes = new Set<string>()
  // `_app` is in every page's bootstrap, never a page of its own.
  for (const page of Object.keys(manifest.pages).filter((name) => name !== '/_app')) {
    const script = getTurbopackChunkGroupBootstrap(params, chunkLoadingGlobal, ['/_app', page])
    if (script) hashes.add(sha256(htmlEscapeJsonString(script)))
  }
  return hashes
}

/** `policy` with `'sha256-…'` of each hash added to its script-src. */
export function withScriptHashes(policy: string, hashes: Iterable<string>): string {
  const sources = [...hashes].map((hash) => ` 'sha256-${hash}'`).join('')
  return policy
    .split(';')
    .map((directive) =>
      directive.trim().startsWith('script-src ') ? `${directive}${sources}` : directive,
    )
    .join(';')
}

// A site has a handful of policies (public, Studio, console): each is extended once, not on
// every response, which would cost a cached page's throughput.
const extended = new WeakMap<ReadonlySet<string>, Map<string, string>>()

function policyWithBootstraps(policy: string, allowed: ReadonlySet<string>): string {
  let policies = extended.get(allowed)
  if (!policies) extended.set(allowed, (policies = new Map()))
  let result = policies.get(policy)
  if (result === undefined) {
    result = withScriptHashes(policy, allowed)
    // The console's policy names run-time origins; a bound keeps odd ones from piling up.
    if (policies.size < 32) policies.set(policy, result)
  }
  return result
}

/**
 * Adds the build's bootstrap hashes (`allowed`) to an HTML response's Content-Security-Policy,
 * as its headers are written. All of them rather than the page's own: the body may already be
 * compressed where it could be read, and each of these scripts only queues the build's own
 * chunks, whichever page it is found on.
 */
export function allowTurbopackBootstrap(res: ServerResponse, allowed: ReadonlySet<string>): void {
  if (allowed.size === 0) return
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const policy = res.getHeader('content-security-policy')
    const type = String(res.getHeader('content-type') ?? '')
    if (typeof policy === 'string' && type.startsWith('text/html')) {
      res.setHeader('content-security-policy', policyWithBootstraps(policy, allowed))
    }
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args)
  } as ServerResponse['writeHead']
}
