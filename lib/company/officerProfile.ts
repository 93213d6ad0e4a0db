import type { PeopleByRoleQueryResult } from '@/cms/sanity.types'
import { BOARD_COMMITTEES, ageOn, directorCourseName } from '@/cms/schemas/officerFacts'
import { formatDate, formatYear } from '@/lib/i18n/format'
import { numberFormat, formatNumber } from '@/lib/i18n/formatNumber'
import type { Lang } from '@/lib/i18n/lang'

type PersonResult = PeopleByRoleQueryResult[number]

/** The query's profile fields, which reach a page only as an OfficerProfile. */
const OFFICER_FIELDS = [
  'firstAppointedOn',
  'birthDate',
  'education',
  'directorTraining',
  'shareholding',
  'listedCompanyPositions',
  'otherPositions',
  'committees',
  'familyRelationship',
] as const satisfies readonly (keyof PersonResult)[]

export type OfficerField = (typeof OFFICER_FIELDS)[number]

/** A position outside the company. */
export interface OutsidePosition {
  key: string
  position: string
  company: string
}

/**
 * The profile a One Report prints for a director or an executive, ready to show: every date,
 * number and name already in the page's language (the profile dialog builds no Intl formatter
 * when it opens), and the age instead of the date of birth, which stays on the server.
 */
export interface OfficerProfile {
  /** Whether the first appointment was to the board (else to the management). */
  isDirector: boolean
  age: number
  firstAppointedOnLabel: string
  education: { key: string; degree: string; institution: string }[]
  /** `Director Accreditation Program (DAP)` and the year as the page counts it. */
  training: { key: string; course: string; yearLabel: string }[]
  /** null: the person holds no shares. */
  shareholding: { percentageLabel: string; sharesLabel: string } | null
  shareholdingAsOfLabel: string
  listedCompanyPositions: OutsidePosition[]
  otherPositions: OutsidePosition[]
  committees: { key: string; committee: string; role: 'chair' | 'member' }[]
  familyRelationship: string
}

/** The person without the raw profile fields (the date of birth must not reach the page). */
export function withoutOfficerFields(person: PersonResult): Omit<PersonResult, OfficerField> {
  const rest: Partial<PersonResult> = { ...person }
  for (const field of OFFICER_FIELDS) delete rest[field]
  return rest as Omit<PersonResult, OfficerField>
}

const positionsOf = (positions: PersonResult['listedCompanyPositions']): OutsidePosition[] =>
  (positions ?? []).flatMap(({ _key, position, company }) =>
    position && company ? [{ key: _key, position, company }] : [],
  )

/**
 * A director's or an executive's profile as of `today` (YYYY-MM-DD, Bangkok), or null for a
 * person without one (a business expert, or a profile an editor has not filled in yet).
 */
export function officerProfileOf(
  person: PersonResult,
  lang: Lang,
  today: string,
): OfficerProfile | null {
  const isOfficer = person.roles.includes('board') || person.roles.includes('executive')
  const { birthDate, firstAppointedOn, shareholding } = person
  if (!isOfficer || !birthDate || !firstAppointedOn || !shareholding) return null
  const percentage = numberFormat(lang, { minimumFractionDigits: 4, maximumFractionDigits: 4 })
  return {
    isDirector: person.roles.includes('board'),
    age: ageOn(birthDate, today),
    firstAppointedOnLabel: formatDate(firstAppointedOn, lang),
    education: (person.education ?? []).flatMap(({ _key, degree, institution }) =>
      degree && institution ? [{ key: _key, degree, institution }] : [],
    ),
    training: (person.directorTraining ?? []).map(({ _key, course, year }) => ({
      key: _key,
      course: directorCourseName(course),
      yearLabel: formatYear(year, lang),
    })),
    shareholding:
      shareholding.shares > 0
        ? {
            percentageLabel: percentage.format(shareholding.percentage),
            sharesLabel: formatNumber(shareholding.shares, lang),
          }
        : null,
    shareholdingAsOfLabel: formatDate(shareholding.asOf, lang),
    listedCompanyPositions: positionsOf(person.listedCompanyPositions),
    otherPositions: positionsOf(person.otherPositions),
    committees: (person.committees ?? []).map(({ _key, committee, role }) => ({
      key: _key,
      committee: BOARD_COMMITTEES[committee][lang],
      role,
    })),
    familyRelationship: person.familyRelationship ?? '',
  }
}
