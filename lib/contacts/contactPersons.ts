import { contactPersonsQuery } from '@/cms/queries/contacts'
import type {
  ContactPerson as ContactPersonDocument,
  ContactPersonsQueryResult,
} from '@/cms/sanity.types'
import { fetchContent } from '@/lib/content/fetchContent'
import type { LoadOptions } from '@/lib/content/loadOptions'
import { dropNullLangMarkers, type OptionalLangMarkers } from '@/lib/i18n/fallbackLang'
import { LANGS, isLang, type Lang } from '@/lib/i18n/lang'

/** Which desk a contact answers for: media relations or investor relations. */
export type ContactDesk = ContactPersonDocument['desk']

/** A named contact as the pages show it: name and role in the page's language, the rest as entered. */
export type ContactPerson = Omit<
  OptionalLangMarkers<ContactPersonsQueryResult[number]>,
  'name' | 'role' | 'languages'
> & {
  name: string
  role: string
  /** The languages they answer in, Thai first, as the site lists its own. */
  languages: Lang[]
}

export function toContactPerson(contact: ContactPersonsQueryResult[number]): ContactPerson {
  const languages = new Set(contact.languages.filter(isLang))
  return {
    ...dropNullLangMarkers(contact),
    // The schema requires both languages; '' only keeps the types simple.
    name: contact.name ?? '',
    role: contact.role ?? '',
    languages: LANGS.filter((lang) => languages.has(lang)),
  }
}

/** The contacts of one desk in the editors' order ([] when none is published). */
export async function getContactPersons(
  desk: ContactDesk,
  lang: Lang,
  options: LoadOptions = {},
): Promise<ContactPerson[]> {
  const contacts = await fetchContent(contactPersonsQuery, { desk, lang }, options)
  return contacts.map(toContactPerson)
}
