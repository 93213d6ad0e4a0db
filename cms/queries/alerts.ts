import { defineQuery } from 'groq'
import { isPublic } from './publication'

// What the e-mail alerts may announce (lib/alerts/alertItems.ts): the newest public documents of
// each kind, both languages at once, newest by the moment they were made public. The core service
// announces a key it has not seen before, so a bounded window of the newest is enough: an older
// document was seen when it was new.

/** The moment a document became public, for the window's order. */
const madePublicAt = `coalesce(publicFrom, _createdAt, _updatedAt)` as const

export const alertItemsQuery = defineQuery(`{
  "news": *[_type == "news" && defined(slug.current) && ${isPublic}] | order(${madePublicAt} desc) [0...40] {
    _id, "slug": slug.current, category, publishedAt,
    "title": { "th": title.th, "en": title.en },
    "excerpt": { "th": excerpt.th, "en": excerpt.en }
  },
  "documents": *[_type == "investorDocument" && ${isPublic}] | order(${madePublicAt} desc) [0...40] {
    _id, category, year, quarter, publishedAt,
    "title": { "th": title.th, "en": title.en }
  },
  "dividends": *[_type == "dividend"] | order(${madePublicAt} desc) [0...20] {
    _id, _createdAt, fiscalYear, type, amountPerShare, xdDate, recordDate, paymentDate
  },
  "events": *[_type == "irEvent" && ${isPublic}] | order(${madePublicAt} desc) [0...40] {
    _id, _createdAt, publicFrom, type, date,
    "title": { "th": title.th, "en": title.en },
    "location": { "th": location.th, "en": location.en }
  }
}`)
