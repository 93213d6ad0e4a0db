/**
 * @jest-environment node
 */
import { toSiteImage } from './siteImage'

describe('toSiteImage (embedded mode)', () => {
  it('builds a cropped URL on the app image route at the size, with alt and placeholder', () => {
    const image = toSiteImage(
      {
        crop: null,
        hotspot: { x: 0.25, y: 0.5, width: 0.2, height: 0.2 },
        asset: {
          _id: 'image-abc123-1200x800-webp',
          lqip: 'data:image/webp;base64,xx',
          width: 1200,
          height: 800,
        },
        alt: 'Grilled chicken',
      },
      'productHero',
    )
    expect(image).toEqual({
      src: expect.stringMatching(
        /^\/api\/cms-image\/images\/embedded\/production\/abc123-1200x800\.webp\?rect=\d+,0,800,800&w=744&h=744&fit=crop&auto=format$/,
      ),
      width: 744,
      height: 744,
      alt: 'Grilled chicken',
      blurDataURL: 'data:image/webp;base64,xx',
    })
  })

  it('is null without an asset', () => {
    expect(toSiteImage(null, 'productHero')).toBeNull()
    expect(
      toSiteImage({ crop: null, hotspot: null, asset: null, alt: null }, 'newsThumbnail'),
    ).toBeNull()
  })
})

describe('toSiteImage placeholders', () => {
  it('leaves icons and small logos without a blurred placeholder', () => {
    const queried = {
      crop: null,
      hotspot: null,
      asset: {
        _id: 'image-abc123-96x96-webp',
        lqip: 'data:image/webp;base64,xx',
        width: 96,
        height: 96,
      },
      alt: 'Category',
    }
    expect(toSiteImage(queried, 'categoryIcon')?.blurDataURL).toBeNull()
    expect(toSiteImage(queried, 'productThumbnail')?.blurDataURL).toBeNull()
    expect(toSiteImage(queried, 'resellerLogo')?.blurDataURL).toBe('data:image/webp;base64,xx')
  })
})
