import { defineQuery } from 'groq'
import { imageProjection, localized } from './fragments'

export const contactPageQuery = defineQuery(`*[_type == "siteSettings"][0] {
  "offices": offices[] {
    _key,
    isHeadOffice,
    "name": ${localized('name')},
    "address": ${localized('address')},
    phone,
    email,
    "openingHours": ${localized('openingHours')},
    "map": map ${imageProjection}
  }
}`)
