import { imageUrlAt } from './imageLoader'
import { narrowestSlotPx } from './responsiveImage'

describe('imageUrlAt', () => {
  it('scales the requested size and keeps the crop', () => {
    expect(
      imageUrlAt(
        'https://cdn.sanity.io/images/p/d/abc-2000x1000.jpg?rect=0,0,2000,1000&w=460&h=300&fit=crop&auto=format',
      )(920),
    ).toBe(
      'https://cdn.sanity.io/images/p/d/abc-2000x1000.jpg?rect=0%2C0%2C2000%2C1000&w=920&h=600&fit=crop&auto=format&q=75',
    )
  })

  it('keeps relative URLs of the embedded image route relative', () => {
    expect(
      imageUrlAt('/api/cms-image/images/embedded/production/abc-744x744.webp?w=744&h=744')(384, 60),
    ).toBe('/api/cms-image/images/embedded/production/abc-744x744.webp?w=384&h=384&q=60')
  })
})

describe('narrowestSlotPx', () => {
  it('takes each entry at the narrowest window it applies to', () => {
    expect(narrowestSlotPx('(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw')).toBe(160)
    expect(narrowestSlotPx('(min-width: 1280px) 1232px, 100vw')).toBe(320)
    expect(narrowestSlotPx('(min-width: 640px) 160px, 96px')).toBe(96)
  })

  it('gives up on an entry of another form, so that no candidate is left out', () => {
    expect(narrowestSlotPx('(max-width: 600px) 100vw, 50vw')).toBeNull()
    expect(narrowestSlotPx('calc(100vw - 2rem)')).toBeNull()
  })
})

describe('imageUrlAt, against a URL object per call', () => {
  // What the loader did with a URL object per call: the contract the faster one keeps.
  function withUrlObject(src: string, width: number, quality = 75): string {
    const url = new URL(src, 'http://relative.invalid')
    const baseWidth = Number(url.searchParams.get('w'))
    const baseHeight = Number(url.searchParams.get('h'))
    url.searchParams.set('w', String(width))
    if (baseWidth > 0 && baseHeight > 0) {
      url.searchParams.set('h', String(Math.round((width * baseHeight) / baseWidth)))
    }
    url.searchParams.set('q', String(quality))
    return src.startsWith('/') ? `${url.pathname}${url.search}` : url.toString()
  }

  it.each([
    'https://cdn.sanity.io/images/p/d/abc-2000x1000.jpg?rect=0,0,2000,1000&w=460&h=300&fit=crop&auto=format',
    '/api/cms-image/images/embedded/production/abc-744x744.webp?w=744&h=744',
    '/api/cms-image/images/embedded/production/abc-744x744.webp?rect=1,2,3,4&w=400&h=400&fit=crop&auto=format&q=60',
    '/api/cms-image/images/embedded/production/abc-24x24.webp?h=24&fit=crop',
    '/api/cms-image/images/embedded/production/abc-24x24.webp',
    '/x.webp?w=100&h=50&w=7&note=a b+c%2F',
  ])('asks for the same URL as URLSearchParams.set() would: %s', (src) => {
    const at = imageUrlAt(src)
    for (const width of [64, 256, 384, 1080]) {
      expect(at(width)).toBe(withUrlObject(src, width))
      expect(at(width, 60)).toBe(withUrlObject(src, width, 60))
    }
  })
})
