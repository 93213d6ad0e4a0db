import { defineQuery } from 'groq'
import {
  hasTitleIn,
  imageProjection,
  localized,
  localizedWithLang,
  slugPageFields,
} from './fragments'

export const businessLinesQuery = defineQuery(`*[_type == "businessLine"] | order(order asc) {
  _id,
  "slug": slug.current,
  ${localizedWithLang('name')},
  ${localizedWithLang('summary')},
  "cover": cover ${imageProjection},
  "productCount": count(*[_type == "product" && ${hasTitleIn('name')} && category->businessLine._ref == ^._id]),
  "categories": *[_type == "productCategory" && businessLine._ref == ^._id] | order(order asc) {
    _id,
    "slug": slug.current,
    "name": ${localized('name')},
    "icon": icon ${imageProjection}
  }
}`)

export const businessLineBySlugQuery =
  defineQuery(`*[_type == "businessLine" && slug.current == $slug][0] {
  ${slugPageFields},
  ${localizedWithLang('name')},
  ${localizedWithLang('summary')},
  ${localizedWithLang('description')},
  "cover": cover ${imageProjection},
  "productCount": count(*[_type == "product" && ${hasTitleIn('name')} && category->businessLine._ref == ^._id]),
  "brands": *[_type == "brand" && businessLine._ref == ^._id] {
    _id,
    "slug": slug.current,
    "name": ${localized('name')},
    ${localizedWithLang('description')},
    website,
    "logo": logo ${imageProjection},
    "cover": cover ${imageProjection},
    "banner": banner ${imageProjection},
    "productCount": count(*[_type == "product" && ${hasTitleIn('name')} && brand._ref == ^._id])
  } | order(productCount desc, slug asc),
  "categories": *[_type == "productCategory" && businessLine._ref == ^._id] | order(order asc) {
    _id,
    "slug": slug.current,
    "name": ${localized('name')},
    "description": ${localized('description')},
    "icon": icon ${imageProjection},
    "image": image ${imageProjection},
    "productCount": count(*[_type == "product" && ${hasTitleIn('name')} && category._ref == ^._id])
  },
  "experts": experts[]->{
    _id,
    ${localizedWithLang('name')},
    ${localizedWithLang('position')},
    "photo": photo ${imageProjection}
  },
  "seo": seo { "title": ${localized('title')}, "description": ${localized('description')}, "image": image ${imageProjection} }
}`)

export const businessLineSlugsQuery = defineQuery(
  `*[_type == "businessLine" && defined(slug.current)] | order(order asc) .slug.current`,
)
