import { defineQuery } from 'groq'

/**
 * The editors' published redirects, newest first, at most `$limit` (the server's bound;
 * lib/redirects/siteRedirects.ts reads them at start and after every webhook).
 */
export const editorRedirectsQuery =
  defineQuery(`*[_type == "redirect" && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]
  | order(_updatedAt desc) [0...$limit] { _id, from, to, kind }`)

/** The address fields of every published document of the `$types` that have pages of their own. */
export const pageAddressesQuery =
  defineQuery(`*[_type in $types && !(_id in path("drafts.**")) && !(_id in path("versions.**"))] {
  _type,
  "slug": slug.current,
  path
}`)

/**
 * The Studio's view, for validating a redirect: the other published redirects (a draft's own
 * published twin aside) and the live pages' address fields.
 */
export const redirectValidationQuery = defineQuery(`{
  "redirects": *[_type == "redirect" && !(_id in path("drafts.**")) && !(_id in [$id, $draft])] { _id, from, to, kind },
  "pages": *[_type in $types && !(_id in path("drafts.**"))] { _type, "slug": slug.current, path }
}`)
