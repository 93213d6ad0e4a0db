import { defineQuery } from 'groq'
import { imageProjection, localized, localizedWithLang } from './fragments'

// The credits page: the editors' heading and intro, and every work the site draws from.
export const creditsPageQuery = defineQuery(`*[_type == "credits"][0] {
  _id,
  ${localizedWithLang('title')},
  ${localizedWithLang('intro')},
  "sources": sources[] {
    _key,
    sourceId,
    name,
    author,
    url,
    ${localizedWithLang('usedFor')},
    licence,
    ${localizedWithLang('licenceName')},
    licenceUrl
  },
  "seo": seo { "description": ${localized('description')}, "image": image ${imageProjection}, noIndex }
}`)
