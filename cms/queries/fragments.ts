// Projections shared by the page queries. Each projects one language (Thai fallback) so
// components receive plain strings.

/** An image with what the URL builder needs (asset id, crop, hotspot) and its placeholder. */
export const imageProjection = `{
  crop,
  hotspot,
  "asset": asset->{
    _id,
    "lqip": metadata.lqip,
    "width": metadata.dimensions.width,
    "height": metadata.dimensions.height
  },
  "alt": select($lang == "en" => coalesce(alt.en, alt.th), alt.th)
}` as const

/** A downloadable file: its URL, size in bytes and original name. */
export const fileProjection = `{
  "url": asset->url,
  "size": asset->size,
  "mimeType": asset->mimeType,
  "filename": asset->originalFilename
}` as const

/** A localised field projected to the requested language, Thai when English is missing. */
export const localized = <const Field extends string>(field: Field) =>
  `select($lang == "en" => coalesce(${field}.en, ${field}.th), ${field}.th)` as const

/** What the query of a document's own page starts with: the document, its last change, its slug. */
export const slugPageFields = `_id,
  _updatedAt,
  "slug": slug.current` as const
