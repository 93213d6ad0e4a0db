import { defineQuery } from 'groq'
import { isPublic } from './publication'
import {
  hasTitleIn,
  imageProjection,
  localized,
  localizedWithLang,
  slugPageFields,
} from './fragments'

/** What a news card shows; kept light, as the list page carries every card in its props. */
export const newsCardProjection = `{
  "slug": slug.current,
  "title": ${localized('title')},
  ${localizedWithLang('excerpt')},
  publishedAt,
  category,
  "thumbnail": thumbnail ${imageProjection}
}` as const

/**
 * Every article as a card, newest first: the list page filters and pages them itself. Like the
 * related articles, only those with a title in the page's language (hasTitleIn).
 */
export const newsCardsQuery = defineQuery(
  `*[_type == "news" && defined(slug.current) && ${isPublic} && ${hasTitleIn('title')}] | order(publishedAt desc) ${newsCardProjection}`,
)

export const newsSlugsQuery = defineQuery(
  `*[_type == "news" && defined(slug.current) && ${isPublic}] | order(publishedAt desc) .slug.current`,
)

// Related: the newest of the same category first, topped up with the newest of the others so a
// small category still gets three.
export const newsBySlugQuery =
  defineQuery(`*[_type == "news" && slug.current == $slug && ${isPublic}][0] {
  ${slugPageFields},
  ${localizedWithLang('title')},
  ${localizedWithLang('excerpt')},
  publishedAt,
  category,
  ${localizedWithLang('source')},
  "thumbnail": thumbnail ${imageProjection},
  ${localizedWithLang('body')},
  "gallery": gallery[] { _key, "image": @ ${imageProjection} },
  "related": *[_type == "news" && defined(slug.current) && _id != ^._id && ${isPublic} && ${hasTitleIn('title')}]
    | order(select(category == ^.category => 1, 0) desc, publishedAt desc) [0...3] ${newsCardProjection},
  "seo": seo {
    "title": ${localized('title')},
    "description": ${localized('description')},
    "image": image ${imageProjection},
    noIndex
  }
}`)
