import type { Seeded } from '../seeded'
import type { Palette } from '../tones'

/**
 * A picture drawn from a source of the registry (cms/seed/sources.ts) instead of a motif's own
 * shapes: a product's packshot, a person's portrait, a news story's scene, an office's map. The
 * content module writes it on an image spec as `picture: { kind: 'packshot', … }`.
 */
export interface PictureSpec {
  kind: string
  [field: string]: unknown
}

/** What a kind draws on: the image's size, the seed's numbers and the spec's tone. */
export interface Canvas {
  width: number
  height: number
  /** Numbers from the image's seed (document id and field path). */
  random: Seeded
  palette: Palette
}

export interface PictureKind<Spec extends PictureSpec = PictureSpec> {
  /** What is wrong with a spec of this kind, or nothing (the builder stops on a problem). */
  problems(spec: Spec): string[]
  /** The picture as SVG markup filling the canvas (the builder adds the `<svg>` element). */
  draw(spec: Spec, canvas: Canvas): string
  /** Ids of cms/seed/sources.ts this picture is drawn from (its asset's credit line). */
  sources(spec: Spec): string[]
  /**
   * What the picture shows, as a key the distinctness tests compare (two products never share a
   * subject, two people never a portrait).
   */
  subject(spec: Spec): string
}
