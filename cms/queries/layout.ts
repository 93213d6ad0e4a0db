import { defineQuery } from 'groq'
import { imageProjection, localized } from './fragments'

// Each visible field is projected to the requested language with a Thai fallback. The
// `select(...)` form (not `coalesce(field[$lang], ...)`) lets TypeGen type it as a string.

export const menuSectionsQuery = defineQuery(`*[_type == "menuSection"] | order(order asc) {
  _id,
  id,
  "topic": ${localized('topic')},
  path,
  "desc": ${localized('desc')},
  "buttonName": ${localized('buttonName')},
  "subMenuList": subMenuList[] {
    _key,
    "mainTopic": ${localized('mainTopic')},
    path,
    subPath,
    "innerTopic": innerTopic[] {
      _key,
      "topic": ${localized('topic')},
      path
    }
  }
}`)

export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings"][0] {
  "siteName": ${localized('siteName')},
  // Page titles name the company by its brand, the English name, in both languages.
  "brandName": coalesce(siteName.en, siteName.th),
  "tagline": ${localized('tagline')},
  "description": ${localized('description')},
  "address": ${localized('address')},
  "legalName": ${localized('legalName')},
  phone,
  email,
  stockSymbol,
  "seo": seo { "title": ${localized('title')}, "description": ${localized('description')}, "image": image ${imageProjection} }
}`)
