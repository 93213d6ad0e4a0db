import { awardsQuery, milestonesQuery, peopleByRoleQuery } from '@/cms/queries/company'
import type {
  AwardsQueryResult,
  MilestonesQueryResult,
  PeopleByRoleQueryResult,
} from '@/cms/sanity.types'
import type { Lang } from '@/lib/i18n/lang'
import { toSiteImage, type SiteImage } from '@/lib/images/siteImage'
import { fetchContent } from './fetchContent'
import type { LoadOptions } from './loadOptions'

export type Milestone = Omit<MilestonesQueryResult[number], 'image'> & { image: SiteImage | null }
export type Award = Omit<AwardsQueryResult[number], 'image'> & { image: SiteImage | null }
export type Person = Omit<PeopleByRoleQueryResult[number], 'photo'> & { photo: SiteImage | null }
export type PersonRole = 'board' | 'executive' | 'expert'

/** The company's timeline, oldest first. */
export async function getMilestones(lang: Lang, options: LoadOptions = {}): Promise<Milestone[]> {
  const milestones = await fetchContent<MilestonesQueryResult>(milestonesQuery, { lang }, options)
  return milestones.map((m) => ({ ...m, image: toSiteImage(m.image, 'categoryImage') }))
}

/** Awards, newest first. */
export async function getAwards(lang: Lang, options: LoadOptions = {}): Promise<Award[]> {
  const awards = await fetchContent<AwardsQueryResult>(awardsQuery, { lang }, options)
  return awards.map((a) => ({ ...a, image: toSiteImage(a.image, 'categoryImage') }))
}

/** The board, the executives or the business experts, in their set order. */
export async function getPeople(
  role: PersonRole,
  lang: Lang,
  options: LoadOptions = {},
): Promise<Person[]> {
  const people = await fetchContent<PeopleByRoleQueryResult>(
    peopleByRoleQuery,
    { role, lang },
    options,
  )
  return people.map((p) => ({
    ...p,
    photo: toSiteImage(p.photo, role === 'expert' ? 'businessExpert' : 'portrait'),
  }))
}
