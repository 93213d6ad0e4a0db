import { defineQuery } from 'groq'

// What the Studio's Presentation tool needs to list the pages that show a document: the same
// fields the webhook's queries (./revalidation.ts) give, for the document an editor has open
// (its draft when there is one, as the editor sees it).

/**
 * The open document's address fields, its draft's when it has one, and the published
 * version's: visitors still see the page at the published address until the draft is published.
 */
export const presentationDocumentQuery = defineQuery(`coalesce(
  *[_id == $draftId][0],
  *[_id == $id][0]
) {
  _id,
  _type,
  "slug": slug.current,
  path,
  "previousSlug": *[_id == $id][0].slug.current,
  "previousPath": *[_id == $id][0].path
}`)
