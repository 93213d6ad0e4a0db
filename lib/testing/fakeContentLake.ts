/**
 * A stand-in for the Sanity Content Lake's query endpoint, for contract tests of the site's
 * Sanity source: `GET /v{version}/data/query/{dataset}?query=…&$param=…` and the POST
 * `@sanity/client` sends for a long query (`{ query, params }` as JSON), on a free port of
 * 127.0.0.1. It answers GROQ with groq-js over a dataset folder read as the embedded source
 * reads it, and refuses what the Lake refuses: a malformed API version, an unknown perspective,
 * another project or dataset, a missing or wrong token (a private dataset), and GROQ that does
 * not parse. Asked for a content source map (`resultSourceMap`), it adds one
 * (./fakeSourceMap.ts). Every request is recorded for the test to look at.
 */

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { evaluate, parse } from 'groq-js'
import type { Perspective } from '@/lib/content/contentSource'
import { readDataset } from '@/lib/content/embeddedSource'
import { buildSourceMap } from './fakeSourceMap'

export interface LakeRequest {
  method: string
  apiVersion: string
  perspective: string | null
  /** The content source map asked for (`withKeyArraySelector` for stega), or null. */
  resultSourceMap: string | null
  /** The status the stand-in answered with. */
  status: number
}

export interface FakeContentLake {
  /** The API host to give @sanity/client (`apiHost`), e.g. http://127.0.0.1:41234. */
  apiHost: string
  requests: LakeRequest[]
  close(): Promise<void>
}

export interface FakeContentLakeOptions {
  datasetDir: string
  projectId: string
  dataset: string
  /** The read token of this private dataset: every request must carry it. */
  token: string
}

const QUERY_PATH = /^\/v([^/]+)\/data\/query\/([^/]+)$/
// What the Lake accepts: v1, vX (experimental) or a date; a future date is refused too.
const API_VERSION = /^(1|X|\d{4}-\d{2}-\d{2})$/
const PERSPECTIVES: Record<string, Perspective> = {
  published: 'published',
  drafts: 'drafts',
  previewDrafts: 'drafts',
}

class LakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(JSON.stringify(body))
  }
}

function badRequest(description: string, type = 'validationError'): LakeError {
  return new LakeError(400, { error: { description, type } })
}

function isValidVersion(version: string): boolean {
  if (!API_VERSION.test(version)) return false
  if (!/^\d/.test(version)) return true
  const date = new Date(`${version}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.getTime() <= Date.now()
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** `$name=<JSON>` search parameters, as @sanity/client encodes a GET query's parameters. */
function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(value)
    } catch {
      throw badRequest(`Unable to parse value of "${key}=${value}". Please quote string values.`)
    }
  }
  return params
}

export async function startFakeContentLake(
  options: FakeContentLakeOptions,
): Promise<FakeContentLake> {
  const views = readDataset(options.datasetDir, () => {})
  const requests: LakeRequest[] = []

  async function answer(req: IncomingMessage): Promise<unknown> {
    const url = new URL(req.url ?? '/', 'http://lake')
    const match = QUERY_PATH.exec(url.pathname)
    if (!match) throw new LakeError(404, { error: 'Not Found', message: 'Not found' })
    const [, apiVersion = '', dataset = ''] = match
    if (!isValidVersion(apiVersion)) throw badRequest(`Invalid API version: v${apiVersion}`)
    if (req.headers['x-sanity-project-id'] !== options.projectId) {
      throw new LakeError(404, { error: 'Not Found', message: 'Project not found' })
    }
    if (req.headers.authorization !== `Bearer ${options.token}`) {
      const message = req.headers.authorization ? 'Session not found' : 'Unauthorized'
      throw new LakeError(401, { statusCode: 401, error: 'Unauthorized', message })
    }
    if (dataset !== options.dataset) {
      throw new LakeError(404, { error: 'Not Found', message: 'Dataset not found' })
    }
    const perspectiveName = url.searchParams.get('perspective')
    const perspective = perspectiveName === null ? undefined : PERSPECTIVES[perspectiveName]
    // The site always names one; the Lake's default changed between API versions.
    if (perspective === undefined) {
      throw badRequest(`Unsupported perspective: ${perspectiveName ?? '(none)'}`)
    }

    let query: string | null
    let params: Record<string, unknown>
    if (req.method === 'GET') {
      query = url.searchParams.get('query')
      params = paramsFromSearch(url.searchParams)
    } else if (req.method === 'POST') {
      const body = JSON.parse(await readBody(req)) as {
        query?: string
        params?: Record<string, unknown>
      }
      query = body.query ?? null
      params = body.params ?? {}
    } else {
      throw new LakeError(405, { error: 'Method Not Allowed', message: 'Method not allowed' })
    }
    if (query === null) throw badRequest('Missing query')

    let tree: ReturnType<typeof parse>
    try {
      tree = parse(query, { params })
    } catch (error) {
      throw badRequest(error instanceof Error ? error.message : String(error), 'queryParseError')
    }
    const { documents, byId } = views[perspective]
    const value = await evaluate(tree, {
      dataset: documents,
      params,
      dereference: ({ _ref }) => byId.get(_ref) ?? null,
    })
    const result = await value.get()
    // Asked for (a preview's stega), the Lake adds where each value came from.
    if (url.searchParams.get('resultSourceMap') === null) return { ms: 1, query, result }
    return { ms: 1, query, result, resultSourceMap: buildSourceMap(result, byId) }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://lake')
    const record = (status: number) =>
      requests.push({
        method: req.method ?? '',
        apiVersion: QUERY_PATH.exec(url.pathname)?.[1] ?? '',
        perspective: url.searchParams.get('perspective'),
        resultSourceMap: url.searchParams.get('resultSourceMap'),
        status,
      })
    try {
      const body = JSON.stringify(await answer(req))
      record(200)
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
      res.end(body)
    } catch (error) {
      const status = error instanceof LakeError ? error.status : 500
      const body = error instanceof LakeError ? error.body : { error: String(error) }
      record(status)
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify(body))
    }
  }

  const server = createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    apiHost: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
