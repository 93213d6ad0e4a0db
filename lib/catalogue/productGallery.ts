import type { ProductGalleryImage, ProductPage } from './product'

/** The query parameter that holds the chosen picture: `?image=2` is the second, 1-based. */
export const IMAGE_PARAM = 'image'

/** The pictures a product page lets the visitor choose from: the main one, then the gallery. */
export function productGalleryImages(
  product: Pick<ProductPage, 'heroImage' | 'heroThumbnail' | 'gallery'>,
): ProductGalleryImage[] {
  const { heroImage, heroThumbnail, gallery } = product
  const hero =
    heroImage && heroThumbnail ? [{ _key: 'hero', image: heroImage, thumbnail: heroThumbnail }] : []
  return [...hero, ...gallery]
}

/**
 * The 0-based index of the picture `?image=` asks for among `count`. Anything but a whole
 * number from 1 to `count` (missing, `abc`, `0`, `2.5`, too large, repeated) is the first.
 */
export function selectedImageIndex(value: string | string[] | undefined, count: number): number {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,3}$/.test(value)) return 0
  const position = Number(value)
  return position <= count ? position - 1 : 0
}

/** The `?image=` value for a 0-based index; the first picture needs none (a clean address). */
export function imageParamValue(index: number): string | undefined {
  return index > 0 ? String(index + 1) : undefined
}
