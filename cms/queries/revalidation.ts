import { defineQuery } from 'groq'

// What /api/revalidate needs to name a document's pages: its type, slug and (pages) path.

/** Published documents that reference any of `$ids`: the pages showing them show those too. */
export const documentsReferencingQuery = defineQuery(`*[references($ids)] {
  _id,
  _type,
  "slug": slug.current,
  path
}`)

/** Every published document of `$types`, to name all their pages. */
export const documentsOfTypesQuery = defineQuery(`*[_type in $types] {
  _id,
  _type,
  "slug": slug.current,
  path
}`)
