import { createHash } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  allowTurbopackBootstrap,
  turbopackBootstrapHashes,
  withScriptHashes,
} from './turbopackBootstrap'

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64')

const APP = { otherChunks: ['static/chunks/app.js'], runtimeModuleIds: [1, 2] }
const HOME = { otherChunks: ['static/chunks/home.js'], runtimeModuleIds: [1, 3] }
const push = (params: object) =>
  `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(${JSON.stringify(params)});`
/** What Next's document writes for /home: `_app`'s bootstrap, then the page's. */
const HOME_SCRIPT = `${push(APP)}\n${push(HOME)}`

function buildWith(manifest: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bootstrap-'))
  writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify(manifest))
  return dir
}

const POLICY = "default-src 'self'; script-src 'self' 'sha256-react='; object-src 'none'"

function response(contentType: string) {
  const headers = new Map<string, unknown>([
    ['content-security-policy', POLICY],
    ['content-type', contentType],
  ])
  const written: unknown[][] = []
  const res = {
    getHeader: (name: string) => headers.get(name),
    setHeader: (name: string, value: unknown) => void headers.set(name, value),
    writeHead: (...args: unknown[]) => void written.push(args),
  }
  return { res: res as unknown as ServerResponse, headers, written }
}

describe('Turbopack bootstrap scripts', () => {
  const distDir = buildWith({
    pages: { '/_app': [], '/home': [], '/contact': [] },
    pagesChunkGroupBootstrapParams: { '/_app': APP, '/home': HOME },
    chunkLoadingGlobal: 'TURBOPACK',
  })

  it('hashes each page’s bootstrap as Next’s document writes it', () => {
    const hashes = turbopackBootstrapHashes(distDir)
    expect(hashes).toEqual(new Set([sha256(push(APP)), sha256(HOME_SCRIPT)]))
  })

  it('allows none without a shared runtime', () => {
    expect(turbopackBootstrapHashes(buildWith({ pages: { '/home': [] } })).size).toBe(0)
  })

  it('adds the build’s bootstrap hashes to an HTML page’s policy as its headers are written', () => {
    const { res, headers, written } = response('text/html; charset=utf-8')
    const hashes = turbopackBootstrapHashes(distDir)
    allowTurbopackBootstrap(res, hashes)
    expect(headers.get('content-security-policy')).toBe(POLICY)
    res.writeHead(200)
    expect(written).toEqual([[200]])
    expect(headers.get('content-security-policy')).toBe(
      `default-src 'self'; script-src 'self' 'sha256-react=' 'sha256-${sha256(HOME_SCRIPT)}' ` +
        `'sha256-${sha256(push(APP))}'; object-src 'none'`,
    )
    expect(withScriptHashes(POLICY, [])).toBe(POLICY)
  })

  it('leaves other responses as they are', () => {
    const json = response('application/json')
    allowTurbopackBootstrap(json.res, turbopackBootstrapHashes(distDir))
    json.res.writeHead(200)
    expect(json.headers.get('content-security-policy')).toBe(POLICY)
  })
})
