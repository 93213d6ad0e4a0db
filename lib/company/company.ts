import { awardsQuery, milestonesQuery, peopleByRoleQuery } from '@/cms/queries/company'
import type {
  AwardsQueryResult,
  MilestonesQueryResult,
  PeopleByRoleQueryResult,
} from '@/cms/sanity.types'
import { formatDate, formatYear } from '@/lib/i18n/format'
import { dropNullLangMarkers, type OptionalLangMarkers } from '@/lib/i18n/fallbackLang'
import type { Lang } from '@/lib/i18n/lang'
import { toSiteImage, type SiteImage } from '@/lib/images/siteImage'
import { fetchContent } from '@/lib/content/fetchContent'
import type { LoadOptions } from '@/lib/content/loadOptions'
import { lineBreakUnitsOf } from '@/lib/typography/serverLineBreaks'
import { todayInBangkok } from '@/lib/content/today'
import {
  officerProfileOf,
  withoutOfficerFields,
  type OfficerField,
  type OfficerProfile,
} from './officerProfile'
import type { UnitRange } from '@/lib/typography/wholeLength'

export type Milestone = Omit<OptionalLangMarkers<MilestonesQueryResult[number]>, 'image'> & {
  image: SiteImage | null
}
export type Award = Omit<OptionalLangMarkers<AwardsQueryResult[number]>, 'image'> & {
  image: SiteImage | null
}
export type Person = Omit<
  OptionalLangMarkers<PeopleByRoleQueryResult[number]>,
  'photo' | OfficerField
> & {
  photo: SiteImage | null
  /** The One Report's profile of a director or an executive; null for a business expert. */
  officer: OfficerProfile | null
  /**
   * The appointment date as the page's readers write it, formatted where the page is built: the
   * profile dialog then builds no Intl formatter when it opens (30–50 ms on a phone).
   */
  appointedOnLabel: string | null
  /** Where a Thai line must not end in the position and the profile (components/common/KeepWhole). */
  lineBreaks: { position: UnitRange[]; profile: UnitRange[] }
}
export type PersonRole = 'board' | 'executive' | 'expert'

/** The company's timeline, oldest first. */
export async function getMilestones(lang: Lang, options: LoadOptions = {}): Promise<Milestone[]> {
  const milestones = await fetchContent(milestonesQuery, { lang }, options)
  return milestones.map((m) => ({
    ...dropNullLangMarkers(m),
    image: toSiteImage(m.image, 'categoryImage'),
  }))
}

/** Awards, newest first. */
export async function getAwards(lang: Lang, options: LoadOptions = {}): Promise<Award[]> {
  const awards = await fetchContent(awardsQuery, { lang }, options)
  return awards.map((a) => ({
    ...dropNullLangMarkers(a),
    image: toSiteImage(a.image, 'categoryImage'),
  }))
}

/** The board, the executives or the business experts, in their set order, as of `now`. */
export async function getPeople(
  role: PersonRole,
  lang: Lang,
  options: LoadOptions = {},
  now: Date = new Date(),
): Promise<Person[]> {
  const [people, unitsOf] = await Promise.all([
    fetchContent(peopleByRoleQuery, { role, lang }, options),
    lineBreakUnitsOf(options),
  ])
  const today = todayInBangkok(now)
  return people.map((p) => ({
    ...dropNullLangMarkers(withoutOfficerFields(p)),
    officer: officerProfileOf(p, lang, today),
    photo: toSiteImage(p.photo, role === 'expert' ? 'businessExpert' : 'portrait'),
    appointedOnLabel: p.appointedOn ? formatDate(p.appointedOn, lang) : null,
    // The cards are hydrated and the profile dialog is drawn in the browser: the units travel
    // with the text instead of the finder.
    lineBreaks: { position: unitsOf(p.position), profile: unitsOf(p.profile) },
  }))
}

/** Items of one year, in the order the query gave them. */
export interface YearGroup<T> {
  /** The Gregorian year (for sorting, keys and `<time dateTime>`). */
  year: number
  /**
   * The year as the page's readers count it (2026, or 2569 on Thai pages), formatted where the
   * page is built: the browser then builds no Intl formatter to hydrate it.
   */
  yearLabel: string
  items: T[]
}

/**
 * Groups items by their year; years oldest first (`asc`) or newest first (`desc`), each
 * labelled in the page's language.
 */
export function groupByYear<T extends { year: number }>(
  items: readonly T[],
  order: 'asc' | 'desc',
  lang: Lang,
): YearGroup<T>[] {
  const byYear = new Map<number, T[]>()
  for (const item of items) byYear.set(item.year, [...(byYear.get(item.year) ?? []), item])
  const direction = order === 'asc' ? 1 : -1
  return [...byYear.entries()]
    .sort(([a], [b]) => (a - b) * direction)
    .map(([year, grouped]) => ({ year, yearLabel: formatYear(year, lang), items: grouped }))
}

export interface MilestonesPage {
  years: YearGroup<Milestone>[]
}

/** The timeline page: milestones by year, oldest first. */
export async function getMilestonesPage(
  lang: Lang,
  options: LoadOptions = {},
): Promise<MilestonesPage> {
  return { years: groupByYear(await getMilestones(lang, options), 'asc', lang) }
}

export interface AwardsPage {
  years: YearGroup<Award>[]
}

/** The awards page: awards by year, newest first. */
export async function getAwardsPage(lang: Lang, options: LoadOptions = {}): Promise<AwardsPage> {
  return { years: groupByYear(await getAwards(lang, options), 'desc', lang) }
}

export interface PeoplePage {
  people: Person[]
}

/** The board or the executives page, its ages as of `now`. */
export async function getPeoplePage(
  role: Exclude<PersonRole, 'expert'>,
  lang: Lang,
  options: LoadOptions = {},
  now: Date = new Date(),
): Promise<PeoplePage> {
  return { people: await getPeople(role, lang, options, now) }
}
