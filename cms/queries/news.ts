import { defineQuery } from 'groq'
import { imageProjection, localized } from './fragments'

const newsFilter = `_type == "news" && (!defined($category) || category == $category)`

export const newsCardProjection = `{
  _id,
  "slug": slug.current,
  "title": ${localized('title')},
  "excerpt": ${localized('excerpt')},
  publishedAt,
  category,
  "thumbnail": thumbnail ${imageProjection}
}`

export const newsListQuery = defineQuery(`{
  "total": count(*[${newsFilter}]),
  "items": *[${newsFilter}] | order(publishedAt desc) [$offset...$end] ${newsCardProjection}
}`)

export const newsSlugsQuery = defineQuery(
  `*[_type == "news" && defined(slug.current)] | order(publishedAt desc) .slug.current`,
)

export const newsBySlugQuery = defineQuery(`*[_type == "news" && slug.current == $slug][0] {
  _id,
  _updatedAt,
  "slug": slug.current,
  "title": ${localized('title')},
  "excerpt": ${localized('excerpt')},
  publishedAt,
  category,
  "source": ${localized('source')},
  "thumbnail": thumbnail ${imageProjection},
  "body": select($lang == "en" => coalesce(body.en, body.th), body.th),
  "gallery": gallery[] { _key, "image": @ ${imageProjection} },
  "related": *[_type == "news" && _id != ^._id && category == ^.category] | order(publishedAt desc) [0...3] ${newsCardProjection},
  "seo": seo { "title": ${localized('title')}, "description": ${localized('description')}, "image": image ${imageProjection} }
}`)
