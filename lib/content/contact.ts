import { contactPageQuery } from '@/cms/queries/contact'
import type { ContactPageQueryResult } from '@/cms/sanity.types'
import type { Lang } from '@/lib/i18n/lang'
import { toSiteImage, type SiteImage } from '@/lib/images/siteImage'
import { fetchContent } from './fetchContent'
import type { LoadOptions } from './loadOptions'

type QueriedOffice = NonNullable<NonNullable<ContactPageQueryResult>['offices']>[number]
export type Office = Omit<QueriedOffice, 'map'> & { map: SiteImage | null }

/** The offices and sites of the contact page, the head office first. */
export async function getOffices(lang: Lang, options: LoadOptions = {}): Promise<Office[]> {
  const result = await fetchContent<ContactPageQueryResult>(contactPageQuery, { lang }, options)
  return (result?.offices ?? [])
    .map((office) => ({ ...office, map: toSiteImage(office.map, 'map') }))
    .sort((a, b) => Number(Boolean(b.isHeadOffice)) - Number(Boolean(a.isHeadOffice)))
}
