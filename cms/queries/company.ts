import { defineQuery } from 'groq'
import { imageProjection, localized, localizedWithLang } from './fragments'

const sectionsProjection = `sections[] {
  _key,
  _type,
  ${localizedWithLang('heading')},
  ${localizedWithLang('body')},
  ${localizedWithLang('intro')},
  ${localizedWithLang('text')},
  ${localizedWithLang('buttonLabel')},
  path,
  imagePosition,
  "image": image ${imageProjection},
  "items": items[] {
    _key,
    value,
    ${localizedWithLang('label')},
    ${localizedWithLang('title')},
    ${localizedWithLang('text')}
  }
}` as const

export const pageByPathQuery = defineQuery(`*[_type == "page" && path == $path][0] {
  _id,
  _updatedAt,
  path,
  area,
  ${localizedWithLang('title')},
  ${localizedWithLang('intro')},
  "hero": hero ${imageProjection},
  "sections": ${sectionsProjection},
  "seo": seo { "title": ${localized('title')}, "description": ${localized('description')}, "image": image ${imageProjection}, noIndex }
}`)

export const milestonesQuery = defineQuery(`*[_type == "milestone"] | order(year asc) {
  _id,
  year,
  ${localizedWithLang('title')},
  ${localizedWithLang('description')},
  "image": image ${imageProjection}
}`)

export const awardsQuery = defineQuery(`*[_type == "award"] | order(year desc, _id asc) {
  _id,
  year,
  ${localizedWithLang('title')},
  ${localizedWithLang('issuer')},
  ${localizedWithLang('description')},
  "image": image ${imageProjection}
}`)

export const peopleByRoleQuery =
  defineQuery(`*[_type == "person" && $role in roles] | order(order asc) {
  _id,
  "slug": slug.current,
  ${localizedWithLang('name')},
  ${localizedWithLang('position')},
  ${localizedWithLang('profile')},
  appointedOn,
  "photo": photo ${imageProjection}
}`)
