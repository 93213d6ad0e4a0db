import { defineQuery } from 'groq'
import { hasTitleIn, localized } from './fragments'

// An asset as the press kit offers it: its original file (Sanity's CDN, or the bundled file), its
// size, and the credit its supplier asks for.
const pressAssetProjection = `{
  _id,
  url,
  mimeType,
  size,
  originalFilename,
  "width": metadata.dimensions.width,
  "height": metadata.dimensions.height,
  creditLine,
  "sourceId": source.name
}` as const

/**
 * Everything the press kit is built from but the figures (lib/investors' loaders): the company's
 * listing facts, its brands' marks, the executives' portraits, the products' main pictures and
 * the works the pictures are drawn from, with their licences (the credits page's list).
 */
export const pressKitQuery = defineQuery(`{
  "company": *[_type == "siteSettings"][0] {
    _updatedAt,
    "name": ${localized('siteName')},
    "legalName": ${localized('legalName')},
    "description": ${localized('description')},
    "address": ${localized('address')},
    phone,
    email,
    stockSymbol,
    "offices": offices[] { _key, isHeadOffice, "name": ${localized('name')}, "address": ${localized('address')}, phone, email }
  },
  "brands": *[_type == "brand" && ${hasTitleIn('name')}] | order(name.en asc) {
    _id,
    "slug": slug.current,
    "name": ${localized('name')},
    "logo": logo.asset->${pressAssetProjection},
    "vector": logoVector.asset->${pressAssetProjection}
  },
  "executives": *[_type == "person" && "executive" in roles && defined(photo.asset)] | order(order asc) {
    _id,
    "slug": slug.current,
    "name": ${localized('name')},
    "position": ${localized('position')},
    "photo": photo.asset->${pressAssetProjection}
  },
  "products": *[_type == "product" && ${hasTitleIn('name')} && defined(heroImage.asset)] | order(name.en asc) {
    _id,
    "slug": slug.current,
    "name": ${localized('name')},
    "photo": heroImage.asset->${pressAssetProjection}
  },
  "sources": *[_type == "credits"][0].sources[] {
    sourceId,
    name,
    author,
    licence,
    "licenceName": ${localized('licenceName')},
    licenceUrl
  }
}`)
