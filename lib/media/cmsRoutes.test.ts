/**
 * @jest-environment node
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { NextApiRequest, NextApiResponse } from 'next'
import type { RecordedAnswer } from '@/lib/testing/apiResponse'
import { callApi } from '@/lib/testing/apiTest'
import cmsFile from '@/pages/api/cms-file/[name]'
import cmsImage from '@/pages/api/cms-image/[...path]'
import { SVG_POLICY } from '@/lib/security/svgPolicy'
import { transformImage } from './imageTransform'

const mockRoot = mkdtempSync(path.join(tmpdir(), 'cms-routes-'))
const mockDatasetDir = path.join(mockRoot, 'dataset')
const mockDataDir = path.join(mockRoot, 'data')
jest.mock('@/lib/env', () => ({
  serverEnv: () => ({ dataDir: mockDataDir, datasetDir: mockDatasetDir }),
}))
// One transform at a time and two waiting, so the test can fill the queue.
jest.mock('./transformQueue', () => ({
  ...jest.requireActual('./transformQueue'),
  TRANSFORM_CONCURRENCY: 1,
  TRANSFORM_QUEUE_LENGTH: 2,
}))
// The real transform, held back while `gate` is set, to stand for an expensive one.
let gate: Promise<void> | null = null
jest.mock('./imageTransform', () => {
  const actual = jest.requireActual('./imageTransform')
  return {
    ...actual,
    transformImage: jest.fn(async (...args: Parameters<typeof actual.transformImage>) => {
      await gate
      return actual.transformImage(...args)
    }),
  }
})

const realDataset = path.join(process.cwd(), 'cms', 'dataset')
const manifest = jest.requireActual(path.join(realDataset, 'assets.json')) as Record<
  string,
  { width?: number }
>
const IMAGE = Object.keys(manifest)
  .find((key) => key.endsWith('-1200x800.webp'))!
  .slice(7)
const PDF = Object.keys(manifest)
  .find((key) => key.endsWith('.pdf'))!
  .slice(6)
const SVG = Object.keys(manifest)
  .find((key) => key.endsWith('.svg'))!
  .slice(6)
const IMAGE_URL = `/api/cms-image/images/embedded/production/${IMAGE}`

function writeDataset(assetsJson: string) {
  rmSync(mockDatasetDir, { recursive: true, force: true })
  mkdirSync(path.join(mockDatasetDir, 'images'), { recursive: true })
  mkdirSync(path.join(mockDatasetDir, 'files'), { recursive: true })
  copyFileSync(path.join(realDataset, 'images', IMAGE), path.join(mockDatasetDir, 'images', IMAGE))
  copyFileSync(path.join(realDataset, 'files', PDF), path.join(mockDatasetDir, 'files', PDF))
  writeFileSync(path.join(mockDatasetDir, 'assets.json'), assetsJson)
}
const wholeIndex = JSON.stringify({
  [`images/${IMAGE}`]: manifest[`images/${IMAGE}`],
  [`files/${PDF}`]: manifest[`files/${PDF}`],
})

async function get(
  handler: (req: NextApiRequest, res: NextApiResponse) => unknown,
  url: string,
  query: Record<string, string | string[]>,
): Promise<RecordedAnswer> {
  return callApi(handler, { url, query })
}

const image = (query = '') =>
  get(cmsImage, `${IMAGE_URL}${query}`, {
    path: ['images', 'embedded', 'production', IMAGE],
  })
const file = () => get(cmsFile, `/api/cms-file/${PDF}`, { name: PDF })

beforeEach(() => {
  writeDataset(wholeIndex)
  rmSync(mockDataDir, { recursive: true, force: true })
  jest.mocked(transformImage).mockClear()
  gate = null
})
afterAll(() => rmSync(mockRoot, { recursive: true, force: true }))

describe('/api/cms-image', () => {
  it("serves the site's own URL, encoding it once into the data folder", async () => {
    const query = '?rect=200,0,800,800&w=744&h=744&fit=crop&auto=format&q=75'
    const first = await image(query)
    expect(first.status).toBe(200)
    expect(first.headers['content-type']).toBe('image/webp')
    expect(readdirSync(path.join(mockDataDir, 'image-variants'))).toHaveLength(1)
    const second = await image(query)
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    expect(transformImage).toHaveBeenCalledTimes(1)
    // The 2x candidate of a 1200×800 source asks for more pixels than it has: the same bytes.
    await image('?rect=200,0,800,800&w=1488&h=1488&fit=crop&auto=format&q=75')
    expect(transformImage).toHaveBeenCalledTimes(2)
  })

  it('refuses a variant the site never asks for with 400, before any work', async () => {
    const refused = await image('?w=4000&h=4000&fm=png&q=100')
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({ message: expect.stringMatching(/^w must be one of/) })
    expect((await image('?rect=1000,0,800,800&w=744&h=744&fit=crop')).status).toBe(400)
    expect(transformImage).not.toHaveBeenCalled()
  })

  it('answers 503 with Retry-After when the queue is full, and serves again once it drains', async () => {
    let open: () => void = () => {}
    gate = new Promise<void>((resolve) => (open = resolve))
    const widths = [64, 128, 256, 384]
    // One running and two waiting fill the queue, so one of four is refused at once. Which one
    // depends on the order their disk reads finish in (the route reads the asset index and the
    // variant cache before it queues), so the test waits for whichever answers first.
    const requests = widths.map((w) => image(`?w=${w}`).then((answer) => ({ w, answer })))
    const { w: refusedWidth, answer: refused } = await Promise.race(requests)
    expect(refused.status).toBe(503)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(refused.headers['cache-control']).toBe('no-store')
    expect(refused.body).toEqual({ message: expect.stringMatching(/busy/) })
    open()
    const answers = await Promise.all(requests)
    expect(answers.map(({ answer }) => answer.status).sort()).toEqual([200, 200, 200, 503])
    expect((await image(`?w=${refusedWidth}`)).status).toBe(200)
  })

  it('answers 404 for an image the index does not list', async () => {
    writeDataset('{}')
    expect((await image('?w=64')).status).toBe(404)
  })
})

describe('/api/cms-file', () => {
  it('serves a PDF inline as a PDF', async () => {
    const answer = await file()
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('application/pdf')
    expect(answer.headers['content-disposition']).toMatch(/^inline; filename="/)
  })

  it("sends a brand's SVG logo as a download in a sandbox: its scripts never run on the site", async () => {
    copyFileSync(path.join(realDataset, 'files', SVG), path.join(mockDatasetDir, 'files', SVG))
    writeFileSync(
      path.join(mockDatasetDir, 'assets.json'),
      JSON.stringify({ ...JSON.parse(wholeIndex), [`files/${SVG}`]: manifest[`files/${SVG}`] }),
    )
    const answer = await get(cmsFile, `/api/cms-file/${SVG}`, { name: SVG })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('image/svg+xml')
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename=".+\.svg"$/)
    expect(answer.headers['content-security-policy']).toBe(SVG_POLICY)
  })
})

describe('a truncated asset index', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.mocked(console.error).mockRestore())
  const truncated = wholeIndex.slice(0, Math.floor(wholeIndex.length / 2))

  it('makes /api/cms-file answer 503 with a message, not 500', async () => {
    expect((await file()).status).toBe(200)
    writeDataset(truncated)
    const answer = await file()
    expect(answer.status).toBe(503)
    expect(answer.headers['retry-after']).toBeDefined()
    expect(answer.body).toEqual({ message: expect.stringMatching(/asset index cannot be read/) })
  })

  it('makes /api/cms-image answer 503 with a message', async () => {
    writeDataset(truncated)
    const answer = await image('?w=64')
    expect(answer.status).toBe(503)
    expect(answer.body).toEqual({ message: expect.stringMatching(/asset index cannot be read/) })
  })
})
