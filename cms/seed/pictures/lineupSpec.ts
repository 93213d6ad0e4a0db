import type { PictureSpec } from './kind'

/**
 * A brand's lineup picture: its products' packs side by side (drawn by ./lineup.ts). Apart from
 * the drawing, which reads the products, so that the brands' content can name a lineup without
 * importing the products that import the brands.
 */
export interface LineupSpec extends PictureSpec {
  kind: 'lineup'
  /** Product slugs, left to right: three to five. */
  products: string[]
}
