// Projections shared by the page queries. Each projects one language (the other one as its
// fallback) so components receive plain strings; where a visitor reads the text, a sibling
// `<name>Lang` marker (localizedLang) says when it is the fallback, for its `lang` attribute.

/**
 * A downloadable file in each language (localeFile), as two keys: `"file": <the reader's
 * language's file, else the other's> { url, size in bytes, mimeType, original name }, "fileLang": <its fallback marker>` — the
 * marker as `localizedWithLang` gives it, for the link's `hrefLang`/`lang`. Spelt out again for
 * TypeGen (see `localizedWithLang`).
 */
export const localizedFileWithLang = <const Field extends string>(field: Field) =>
  `"${field}": select($lang == "en" => coalesce(${field}.en, ${field}.th), coalesce(${field}.th, ${field}.en)) {
  "url": asset->url,
  "size": asset->size,
  "mimeType": asset->mimeType,
  "filename": asset->originalFilename
},
  "${field}Lang": select($lang == "en" && !defined(${field}.en) && defined(${field}.th) => "th", $lang != "en" && !defined(${field}.th) && defined(${field}.en) => "en", null)` as const

/**
 * A localised field projected to the requested language, the other language when it is missing
 * (an English page shows the Thai text rather than nothing, and a Thai page the English).
 */
export const localized = <const Field extends string>(field: Field) =>
  `select($lang == "en" => coalesce(${field}.en, ${field}.th), coalesce(${field}.th, ${field}.en))` as const

/**
 * The language `localized(field)` fell back to — "th" on an English page, "en" on a Thai one — or
 * null when the text is in the page's language. Components put it in a `lang` attribute
 * (components/common/InLanguage.tsx) so a screen reader reads Thai with a Thai voice; null leaves
 * a page in its own language with the markup it always had. Spelt out (no `field[$lang]`) so
 * TypeGen types it as "th" | "en" | null.
 */
export const localizedLang = <const Field extends string>(field: Field) =>
  `select($lang == "en" && !defined(${field}.en) && defined(${field}.th) => "th", $lang != "en" && !defined(${field}.th) && defined(${field}.en) => "en", null)` as const

/**
 * A text visitors read, as two keys: `"summary": <the text>, "summaryLang": <its fallback marker>`
 * (the field's name is the key). `<title>`, meta tags and JSON-LD keep plain `localized(field)`.
 * The two are spelt out again: TypeGen cannot follow a helper's parameter into another helper.
 */
export const localizedWithLang = <const Field extends string>(field: Field) =>
  `"${field}": select($lang == "en" => coalesce(${field}.en, ${field}.th), coalesce(${field}.th, ${field}.en)),
  "${field}Lang": select($lang == "en" && !defined(${field}.en) && defined(${field}.th) => "th", $lang != "en" && !defined(${field}.th) && defined(${field}.en) => "en", null)` as const

/**
 * A document is listed in a language's lists (catalogue, news, search, related items, home
 * teasers) only when its title is written in that language: a list of Thai names on the English
 * site reads as a broken page. Its own page still works, with the fallback marked.
 */
export const hasTitleIn = <const Field extends string>(field: Field) =>
  `defined(${field}[$lang])` as const

/** What the query of a document's own page starts with: the document, its last change, its slug. */
export const slugPageFields = `_id,
  _updatedAt,
  "slug": slug.current` as const

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
  "alt": ${localized('alt')},
  "altLang": ${localizedLang('alt')}
}` as const
