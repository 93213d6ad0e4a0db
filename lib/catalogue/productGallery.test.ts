import type { SiteImage } from '@/lib/images/siteImage'
import { imageParamValue, productGalleryImages, selectedImageIndex } from './productGallery'

const picture = (alt: string, width: number): SiteImage => ({
  src: `/api/cms-image/${alt}`,
  width,
  height: width,
  alt,
  blurDataURL: null,
})

describe('product gallery', () => {
  it('puts the main picture first, then the gallery', () => {
    const gallery = [{ _key: 'g1', image: picture('side', 400), thumbnail: picture('side', 40) }]
    const images = productGalleryImages({
      heroImage: picture('front', 744),
      heroThumbnail: picture('front', 40),
      gallery,
    })
    expect(images.map((entry) => [entry._key, entry.image.width, entry.thumbnail.width])).toEqual([
      ['hero', 744, 40],
      ['g1', 400, 40],
    ])
    expect(productGalleryImages({ heroImage: null, heroThumbnail: null, gallery })).toEqual(gallery)
  })

  it('reads ?image= as a 1-based position; anything else is the first picture', () => {
    expect(selectedImageIndex('2', 3)).toBe(1)
    expect(selectedImageIndex('3', 3)).toBe(2)
    for (const value of [undefined, '', '0', '4', '-1', '1.5', 'abc', '02', ' 2', '1e1']) {
      expect(selectedImageIndex(value, 3)).toBe(0)
    }
    expect(selectedImageIndex(['2', '3'], 3)).toBe(0)
    expect(selectedImageIndex('99999999999999999999', 3)).toBe(0)
    expect(selectedImageIndex('1', 0)).toBe(0)
  })

  it('writes the position back, leaving the first picture out of the address', () => {
    expect(imageParamValue(0)).toBeUndefined()
    expect(imageParamValue(1)).toBe('2')
    expect(selectedImageIndex(imageParamValue(4), 5)).toBe(4)
  })
})
