/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { readAsset } from './assetBytes'

const CDN = 'https://cdn.sanity.io/images/abc123/production/0a1b2c-744x744.webp'
const DATASET = path.join(process.cwd(), 'cms', 'dataset')
const assets = JSON.parse(readFileSync(path.join(DATASET, 'assets.json'), 'utf8')) as Record<
  string,
  unknown
>
const svgName = Object.keys(assets)
  .find((key) => key.endsWith('.svg'))!
  .slice('files/'.length)
const imageName = Object.keys(assets)
  .find((key) => key.endsWith('-400x400.webp'))!
  .slice('images/'.length)

afterEach(() => jest.restoreAllMocks())

describe('readAsset', () => {
  it("reads the bundled dataset's original files behind its asset URLs", async () => {
    expect(await readAsset(`/api/cms-file/${svgName}`)).toEqual(
      readFileSync(path.join(DATASET, 'files', svgName)),
    )
    const image = await readAsset(`/api/cms-image/images/embedded/production/${imageName}`)
    expect(image.equals(readFileSync(path.join(DATASET, 'images', imageName)))).toBe(true)
  })

  it('refuses an embedded URL the dataset has no file for', async () => {
    await expect(readAsset('/api/cms-file/0123456789abcdef.svg')).rejects.toThrow('no file')
    await expect(readAsset('/api/other/x.png')).rejects.toThrow('Not an asset URL')
  })

  it("fetches a content source's asset by its plain URL: the original, no parameters", async () => {
    const fetch = jest.spyOn(global, 'fetch').mockResolvedValue(new Response(Buffer.from('RIFF')))
    expect((await readAsset(CDN)).toString()).toBe('RIFF')
    expect(fetch).toHaveBeenCalledWith(
      CDN,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    )
  })

  it('fails on an error answer and on a file larger than the kit takes', async () => {
    jest.spyOn(global, 'fetch').mockResolvedValueOnce(new Response('gone', { status: 404 }))
    await expect(readAsset(CDN)).rejects.toThrow('answered 404')
    jest
      .spyOn(global, 'fetch')
      .mockResolvedValueOnce(
        new Response('x', { headers: { 'content-length': String(60 * 1024 * 1024) } }),
      )
    await expect(readAsset(CDN)).rejects.toThrow('larger than the kit takes')
  })
})
