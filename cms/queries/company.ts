import { defineQuery } from 'groq'
import { imageProjection, localized } from './fragments'

const sectionsProjection = `sections[] {
  _key,
  _type,
  "heading": ${localized('heading')},
  "body": ${localized('body')},
  "intro": ${localized('intro')},
  "text": ${localized('text')},
  "buttonLabel": ${localized('buttonLabel')},
  path,
  imagePosition,
  "image": image ${imageProjection},
  "items": items[] { _key, value, "label": ${localized('label')}, "title": ${localized('title')}, "text": ${localized('text')} }
}` as const

export const pageByPathQuery = defineQuery(`*[_type == "page" && path == $path][0] {
  _id,
  _updatedAt,
  path,
  area,
  "title": ${localized('title')},
  "intro": ${localized('intro')},
  "hero": hero ${imageProjection},
  "sections": ${sectionsProjection},
  "seo": seo { "title": ${localized('title')}, "description": ${localized('description')}, "image": image ${imageProjection}, noIndex }
}`)

export const milestonesQuery = defineQuery(`*[_type == "milestone"] | order(year asc) {
  _id, year, "title": ${localized('title')}, "description": ${localized('description')}, "image": image ${imageProjection}
}`)

export const awardsQuery = defineQuery(`*[_type == "award"] | order(year desc, _id asc) {
  _id, year, "title": ${localized('title')}, "issuer": ${localized('issuer')}, "description": ${localized('description')}, "image": image ${imageProjection}
}`)

export const peopleByRoleQuery =
  defineQuery(`*[_type == "person" && $role in roles] | order(order asc) {
  _id,
  "slug": slug.current,
  "name": ${localized('name')},
  "position": ${localized('position')},
  "profile": ${localized('profile')},
  appointedOn,
  "photo": photo ${imageProjection}
}`)
