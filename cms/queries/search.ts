import { defineQuery } from 'groq'
import { isPublic } from './publication'

// What the site search indexes, in both languages at once: one evaluation serves the Thai and
// the English index. Fields come as stored (localised objects, Portable Text) and references as
// ids, because on the embedded source every projected expression and `->` is evaluated by
// groq-js for each of thousands of products; lib/search/searchDocuments.ts picks the language.

/** An image as the URL builder needs it; the asset's id is its reference, no lookup needed. */
const searchImage = `{ crop, hotspot, "asset": { "_id": asset._ref } }` as const

export const searchDocumentsQuery = defineQuery(`{
  "products": *[_type == "product" && defined(slug.current)] {
    _id,
    "slug": slug.current,
    name,
    summary,
    description,
    "brand": brand._ref,
    "category": category._ref,
    "image": heroImage ${searchImage}
  },
  "brands": *[_type == "brand"] { _id, name },
  "categories": *[_type == "productCategory"] { _id, name },
  "businessLines": *[_type == "businessLine" && defined(slug.current)] {
    _id,
    "slug": slug.current,
    name,
    summary,
    description,
    "image": cover ${searchImage}
  },
  "pages": *[_type == "page" && defined(path)] {
    _id,
    path,
    title,
    intro,
    sections,
    "image": hero ${searchImage}
  },
  "news": *[_type == "news" && defined(slug.current) && ${isPublic}] {
    _id,
    "slug": slug.current,
    title,
    excerpt,
    body,
    publishedAt,
    "image": thumbnail ${searchImage}
  },
  "documents": *[_type == "investorDocument" && ${isPublic}] { _id, title, category, year, publishedAt }
}`)
