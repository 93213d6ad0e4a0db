import { sanityImageLoader } from './imageLoader'
import { narrowestSlotPx } from './responsiveImage'

describe('sanityImageLoader', () => {
  it('scales the requested size and keeps the crop', () => {
    expect(
      sanityImageLoader({
        src: 'https://cdn.sanity.io/images/p/d/abc-2000x1000.jpg?rect=0,0,2000,1000&w=460&h=300&fit=crop&auto=format',
        width: 920,
      }),
    ).toBe(
      'https://cdn.sanity.io/images/p/d/abc-2000x1000.jpg?rect=0%2C0%2C2000%2C1000&w=920&h=600&fit=crop&auto=format&q=75',
    )
  })

  it('keeps relative URLs of the embedded image route relative', () => {
    expect(
      sanityImageLoader({
        src: '/api/cms-image/images/embedded/production/abc-744x744.webp?w=744&h=744',
        width: 384,
        quality: 60,
      }),
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
