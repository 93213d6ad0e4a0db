import { defineQuery } from 'groq'
import { isPublic } from './publication'

/** Every published document's type, last change and address fields, for /sitemap.xml. */
export const sitemapDocumentsQuery =
  defineQuery(`*[!(_id in path("drafts.**")) && _type in $types && ${isPublic}] {
  _type,
  _updatedAt,
  "slug": slug.current,
  path,
  "noIndex": seo.noIndex
}`)
