/**
 * Image sizes in pixels (width × height). The spec's (point 9) plus the few the pages add.
 * Schemas show them to editors; queries and components crop to them.
 */
export const IMAGE_SIZES = {
  productHero: { width: 744, height: 744 },
  productDetail: { width: 400, height: 400 },
  productThumbnail: { width: 40, height: 40 },
  productCountry: { width: 150, height: 150 },
  categoryIcon: { width: 24, height: 24 },
  categoryImage: { width: 400, height: 300 },
  newsThumbnail: { width: 460, height: 300 },
  businessExpert: { width: 150, height: 150 },
  brandLogo: { width: 200, height: 200 },
  brandCover: { width: 1440, height: 200 },
  brandBanner: { width: 1440, height: 400 },
  resellerLogo: { width: 100, height: 100 },
  // Not in the spec: portraits of the board and executives, article galleries, page heroes,
  // site maps and social-sharing images.
  portrait: { width: 400, height: 400 },
  gallery: { width: 1200, height: 800 },
  pageHero: { width: 1440, height: 400 },
  map: { width: 800, height: 500 },
  socialShare: { width: 1200, height: 630 },
} as const

export type ImageSizeName = keyof typeof IMAGE_SIZES
