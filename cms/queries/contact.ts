import { defineQuery } from 'groq'
import { imageProjection, localized } from './fragments'

// The contact page's heading and intro are the editors' own words for the contact menu section;
// its offices are the site settings' list.
export const contactPageQuery = defineQuery(`{
  "section": *[_type == "menuSection" && id == "contact"][0] {
    "title": ${localized('topic')},
    "intro": ${localized('desc')}
  },
  "offices": *[_type == "siteSettings"][0].offices[] {
    _key,
    isHeadOffice,
    "name": ${localized('name')},
    "address": ${localized('address')},
    phone,
    email,
    "openingHours": ${localized('openingHours')},
    "location": location { lat, lng },
    "map": map ${imageProjection}
  }
}`)
