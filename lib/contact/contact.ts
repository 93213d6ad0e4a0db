import { contactPageQuery } from '@/cms/queries/contact'
import type { ContactPageQueryResult } from '@/cms/sanity.types'
import type { Lang } from '@/lib/i18n/lang'
import { toSiteImage, type SiteImage } from '@/lib/images/siteImage'
import { fetchContent } from '@/lib/content/fetchContent'
import type { LoadOptions } from '@/lib/content/loadOptions'
import type { LatLng } from './mapLink'

type QueriedOffice = NonNullable<ContactPageQueryResult['offices']>[number]
export type Office = Omit<QueriedOffice, 'map' | 'location'> & {
  map: SiteImage | null
  /** Where the office stands; null when its pin is missing a coordinate. */
  location: LatLng | null
}

/** A geopoint with both coordinates, or null. */
function locationOf(location: QueriedOffice['location'] | null): LatLng | null {
  const { lat, lng } = location ?? {}
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null
}

export interface ContactPage {
  /** The contact menu section's topic and description; null when editors removed it. */
  title: string | null
  intro: string | null
  /** The head office first, then the other sites in the editors' order. */
  offices: Office[]
}

/** The contact page: its heading and every office with its location and a map (800×500). */
export async function getContactPage(lang: Lang, options: LoadOptions = {}): Promise<ContactPage> {
  const result = await fetchContent(contactPageQuery, { lang }, options)
  const offices = (result.offices ?? [])
    .map((office) => ({
      ...office,
      location: locationOf(office.location),
      map: toSiteImage(office.map, 'map'),
    }))
    .sort((a, b) => Number(Boolean(b.isHeadOffice)) - Number(Boolean(a.isHeadOffice)))
  return {
    title: result.section?.title ?? null,
    intro: result.section?.intro ?? null,
    offices,
  }
}

/** The offices and sites of the contact page, the head office first. */
export async function getOffices(lang: Lang, options: LoadOptions = {}): Promise<Office[]> {
  return (await getContactPage(lang, options)).offices
}
