import { IMAGE_SIZES } from '@/cms/schemas/imageSizes'
import { CANDIDATE_WIDTHS } from '@/lib/images/responsiveImage'

/**
 * The image variants the site itself asks for, and so the only ones the image route encodes
 * (Sanity's image CDN is the model: a fixed menu of sizes, not any number a client sends).
 * Derived from the same constants as the URL builders (lib/images), so the two cannot drift:
 * `toSiteImage` crops to an IMAGE_SIZES entry at its size, `responsiveImage` asks for it at 1x
 * and 2x or at Next's candidate widths, with the height that keeps the crop's ratio.
 */

const CROPS = Object.values(IMAGE_SIZES)

/** Widths in URLs: the srcset candidates, and each crop at 1x and 2x. */
export const VARIANT_WIDTHS: readonly number[] = [
  ...new Set([...CANDIDATE_WIDTHS, ...CROPS.flatMap(({ width }) => [width, width * 2])]),
].sort((a, b) => a - b)

const WIDTH_SET = new Set(VARIANT_WIDTHS)

/** The height that keeps a crop's ratio at `width`, as `imageUrlAt` rounds it. */
const heightAt = (width: number, crop: { width: number; height: number }) =>
  Math.round((width * crop.height) / crop.width)

/** Heights that may come without a width: each crop's at every variant width. */
const HEIGHT_SET = new Set(VARIANT_WIDTHS.flatMap((width) => CROPS.map((c) => heightAt(width, c))))

/** `q`: the builders' default (75) and one step either side. */
export const VARIANT_QUALITIES: readonly number[] = [60, 75, 90]

export const VARIANT_FORMATS = ['webp', 'jpg', 'png'] as const

/** Device pixel ratios: a phone's 3x screen gets the 2x image, as the srcset gives it. */
export const MAX_DPR = 2

export function isVariantWidth(width: number): boolean {
  return WIDTH_SET.has(width)
}

/** A height alone, or with a width at one of the site's crop ratios. */
export function isVariantHeight(height: number, width: number | undefined): boolean {
  if (width === undefined) return HEIGHT_SET.has(height)
  return CROPS.some((crop) => heightAt(width, crop) === height)
}
