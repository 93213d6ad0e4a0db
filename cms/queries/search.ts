import { defineQuery } from 'groq'
import { imageProjection, localized } from './fragments'

// What the site search indexes, in one language (Thai fallback): the visible title, words that
// describe the document without being its text (brand, category, the title in the other
// language, which bilingual visitors type too) and the plain text of its body.

/** A localised field in the other language: what an English name is called on a Thai page. */
const otherLanguage = (field: string) => `select($lang == "en" => ${field}.th, ${field}.en)`

/** Portable Text of a localised block field as plain text. */
const localizedText = (field: string) =>
  `pt::text(select($lang == "en" => coalesce(${field}.en, ${field}.th), ${field}.th))`

export const searchDocumentsQuery = defineQuery(`{
  "products": *[_type == "product" && defined(slug.current)] {
    _id,
    "slug": slug.current,
    "title": ${localized('name')},
    "otherTitle": ${otherLanguage('name')},
    "summary": ${localized('summary')},
    "text": ${localizedText('description')},
    "brand": brand->{ "name": ${localized('name')}, "otherName": ${otherLanguage('name')} },
    "category": category->{ "name": ${localized('name')} }.name,
    "image": heroImage ${imageProjection}
  },
  "businessLines": *[_type == "businessLine" && defined(slug.current)] {
    _id,
    "slug": slug.current,
    "title": ${localized('name')},
    "otherTitle": ${otherLanguage('name')},
    "summary": ${localized('summary')},
    "text": ${localizedText('description')},
    "image": cover ${imageProjection}
  },
  "pages": *[_type == "page" && defined(path)] {
    _id,
    path,
    "title": ${localized('title')},
    "otherTitle": ${otherLanguage('title')},
    "summary": ${localized('intro')},
    "sections": sections[] {
      "heading": ${localized('heading')},
      "intro": ${localized('intro')},
      "text": ${localized('text')},
      "body": ${localizedText('body')},
      "items": items[] { "title": ${localized('title')}, "text": ${localized('text')} }
    },
    "image": hero ${imageProjection}
  },
  "news": *[_type == "news" && defined(slug.current)] {
    _id,
    "slug": slug.current,
    "title": ${localized('title')},
    "otherTitle": ${otherLanguage('title')},
    "summary": ${localized('excerpt')},
    "text": ${localizedText('body')},
    publishedAt,
    "image": thumbnail ${imageProjection}
  },
  "documents": *[_type == "investorDocument"] {
    _id,
    "title": ${localized('title')},
    "otherTitle": ${otherLanguage('title')},
    category,
    year,
    publishedAt
  },
  "brandNames": *[_type == "brand"].name.th
}`)
