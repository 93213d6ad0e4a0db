import { defineQuery } from 'groq'
import { imageProjection, localized } from './fragments'

// Each visible field is projected to the requested language with a Thai fallback. The
// `select(...)` form (not `coalesce(field[$lang], ...)`) lets TypeGen type it as a string.

export const menuSectionsQuery = defineQuery(`*[_type == "menuSection"] | order(order asc) {
  _id,
  id,
  "topic": select($lang == "en" => coalesce(topic.en, topic.th), topic.th),
  path,
  "desc": select($lang == "en" => coalesce(desc.en, desc.th), desc.th),
  "buttonName": select($lang == "en" => coalesce(buttonName.en, buttonName.th), buttonName.th),
  "subMenuList": subMenuList[] {
    _key,
    "mainTopic": select($lang == "en" => coalesce(mainTopic.en, mainTopic.th), mainTopic.th),
    path,
    subPath,
    "innerTopic": innerTopic[] {
      _key,
      "topic": select($lang == "en" => coalesce(topic.en, topic.th), topic.th),
      path
    }
  }
}`)

export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings"][0] {
  "siteName": select($lang == "en" => coalesce(siteName.en, siteName.th), siteName.th),
  // Page titles name the company by its brand, the English name, in both languages.
  "brandName": coalesce(siteName.en, siteName.th),
  "tagline": select($lang == "en" => coalesce(tagline.en, tagline.th), tagline.th),
  "description": select($lang == "en" => coalesce(description.en, description.th), description.th),
  "address": select($lang == "en" => coalesce(address.en, address.th), address.th),
  "legalName": ${localized('legalName')},
  phone,
  email,
  stockSymbol,
  "seo": seo { "title": ${localized('title')}, "description": ${localized('description')}, "image": image ${imageProjection} }
}`)
