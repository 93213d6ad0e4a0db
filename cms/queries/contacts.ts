import { defineQuery } from 'groq'
import { localizedWithLang } from './fragments'

/**
 * The named contacts of one desk (`media`, `investor`) in the editors' order, each in the page's
 * language (the other one marked where it falls back). A handful of documents: no paging.
 */
export const contactPersonsQuery =
  defineQuery(`*[_type == "contactPerson" && desk == $desk] | order(order asc, _id asc) {
  _id,
  ${localizedWithLang('name')},
  ${localizedWithLang('role')},
  email,
  phone,
  languages
}`)
