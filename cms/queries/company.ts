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

// A position outside the company, in the reader's language.
const outsidePositionProjection = `{
  _key,
  "position": ${localized('position')},
  "company": ${localized('company')}
}` as const

/**
 * The board, the executives or the experts, with the profile a One Report prints for a director
 * or an executive (experts have none of it). The date of birth only leaves the loader as an age.
 */
export const peopleByRoleQuery =
  defineQuery(`*[_type == "person" && $role in roles] | order(order asc) {
  _id,
  "slug": slug.current,
  roles,
  ${localizedWithLang('name')},
  ${localizedWithLang('position')},
  ${localizedWithLang('profile')},
  appointedOn,
  firstAppointedOn,
  birthDate,
  "education": education[] { _key, "degree": ${localized('degree')}, "institution": ${localized('institution')} },
  "directorTraining": directorTraining[] { _key, course, year },
  "shareholding": shareholding { shares, percentage, asOf },
  "listedCompanyPositions": listedCompanyPositions[] ${outsidePositionProjection},
  "otherPositions": otherPositions[] ${outsidePositionProjection},
  "committees": committees[] { _key, committee, role },
  "familyRelationship": ${localized('familyRelationship')},
  "photo": photo ${imageProjection}
}`)
