import { defineQuery } from 'groq'
import { isPublic } from './publication'
import { imageProjection, localized, slugPageFields } from './fragments'

/** What a news card shows; kept light, as the list page carries every card in its props. */
export const newsCardProjection = `{
  "slug": slug.current,
  "title": ${localized('title')},
  "excerpt": ${localized('excerpt')},
  publishedAt,
  category,
  "thumbnail": thumbnail ${imageProjection}
}` as const

/** Every article as a card, newest first: the list page filters and pages them itself. */
export const newsCardsQuery = defineQuery(
  `*[_type == "news" && defined(slug.current) && ${isPublic}] | order(publishedAt desc) ${newsCardProjection}`,
)

export const newsSlugsQuery = defineQuery(
  `*[_type == "news" && defined(slug.current) && ${isPublic}] | order(publishedAt desc) .slug.current`,
)

// Related: the newest of the same category first, topped up with the newest of the others so a
// small category still gets three.
export const newsBySlugQuery =
  defineQuery(`*[_type == "news" && slug.current == $slug && ${isPublic}][0] {
  ${slugPageFields},
  "title": ${localized('title')},
  "excerpt": ${localized('excerpt')},
  publishedAt,
  category,
  "source": ${localized('source')},
  "thumbnail": thumbnail ${imageProjection},
  "body": ${localized('body')},
  "gallery": gallery[] { _key, "image": @ ${imageProjection} },
  "related": *[_type == "news" && defined(slug.current) && _id != ^._id && ${isPublic}]
    | order(select(category == ^.category => 1, 0) desc, publishedAt desc) [0...3] ${newsCardProjection},
  "seo": seo {
    "title": ${localized('title')},
    "description": ${localized('description')},
    "image": image ${imageProjection},
    noIndex
  }
}`)
