/**
 * @jest-environment node
 */
import sharp from 'sharp'
import { parseImageTransform, transformImage, TransformError } from './imageTransform'

const params = (query: string) => new URLSearchParams(query)

async function sample(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 30 } } })
    .png()
    .toBuffer()
}

describe('parseImageTransform', () => {
  it('reads the parameters the URL builder writes', () => {
    expect(
      parseImageTransform(params('rect=200,0,800,800&w=744&h=744&fit=crop&auto=format&q=70')),
    ).toEqual({
      rect: { left: 200, top: 0, width: 800, height: 800 },
      width: 744,
      height: 744,
      fit: 'crop',
      quality: 70,
      format: 'webp',
    })
  })

  it.each([
    ['w=0', /w must be/],
    ['w=abc', /w must be/],
    ['h=99999', /h must be/],
    ['rect=1,2,3', /rect must be/],
    ['rect=0,0,0,10', /rect must not be empty/],
    ['fit=scale', /fit is not supported/],
    ['fm=gif', /fm must be/],
    ['q=101', /q must be/],
    ['w=-1', /w must be/],
    ['w=999999', /w must be/],
    ['w=1e3', /w must be/],
    ['w=0x10', /w must be/],
    ['w=+5', /w must be/],
    ['w=%205', /w must be/],
    ['w=1.0', /w must be/],
    ['w=', /w must be/],
    ['q=abc', /q must be/],
    ['dpr=9', /dpr must be/],
    ['fm=exe', /fm must be/],
    ['rect=1,2', /rect must be/],
    ['rect=-1,0,10,10', /rect must be/],
    ['rect=0x1,0,10,10', /rect must be/],
    ['rect=,,,', /rect must be/],
    ['rect=1e2,0,10,10', /rect must be/],
  ])('rejects %s', (query, message) => {
    expect(() => parseImageTransform(params(query))).toThrow(TransformError)
    expect(() => parseImageTransform(params(query))).toThrow(message)
  })
})

describe('transformImage', () => {
  it('crops the rect and scales to the asked size', async () => {
    const output = await transformImage(
      await sample(1200, 800),
      parseImageTransform(params('rect=200,0,800,800&w=100&h=100&fit=crop')),
    )
    expect(await sharp(output).metadata()).toMatchObject({
      width: 100,
      height: 100,
      format: 'webp',
    })
  })

  it('keeps the aspect ratio with fit=max and never enlarges', async () => {
    const output = await transformImage(
      await sample(400, 200),
      parseImageTransform(params('w=1000&fit=max&fm=jpg')),
    )
    expect(await sharp(output).metadata()).toMatchObject({
      width: 400,
      height: 200,
      format: 'jpeg',
    })
  })
})
