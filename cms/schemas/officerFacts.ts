/**
 * The fixed vocabularies of a director's or an executive's profile as the One Report (form 56-1)
 * prints it: the board's committees and the Thai Institute of Directors' courses. Kept free of
 * Sanity imports so the seed content, its PDFs and the site can all read the same names.
 */

/** The four board committees the governance page names (cms/seed/content/pages.ts). */
export const BOARD_COMMITTEES = {
  audit: { th: 'คณะกรรมการตรวจสอบ', en: 'Audit Committee' },
  'nomination-remuneration': {
    th: 'คณะกรรมการสรรหาและพิจารณาค่าตอบแทน',
    en: 'Nomination and Remuneration Committee',
  },
  'sustainability-risk': {
    th: 'คณะกรรมการความยั่งยืนและบริหารความเสี่ยง',
    en: 'Sustainability and Risk Management Committee',
  },
  executive: { th: 'คณะกรรมการบริหาร', en: 'Executive Committee' },
} as const

export type BoardCommittee = keyof typeof BOARD_COMMITTEES
export const BOARD_COMMITTEE_IDS = Object.keys(BOARD_COMMITTEES) as BoardCommittee[]

export const COMMITTEE_ROLES = ['chair', 'member'] as const
export type CommitteeRole = (typeof COMMITTEE_ROLES)[number]

/**
 * Courses of the Thai Institute of Directors (IOD) a One Report lists under "director training".
 * The IOD teaches them under their English names in both languages.
 */
export const DIRECTOR_COURSES = {
  DAP: 'Director Accreditation Program',
  DCP: 'Director Certification Program',
  ACP: 'Audit Committee Program',
  AACP: 'Advanced Audit Committee Program',
  RCP: 'Role of the Chairman Program',
  RCL: 'Risk Management Program for Corporate Leaders',
  RNG: 'Role of the Nomination and Governance Committee',
  RCC: 'Role of the Compensation Committee',
  FSD: 'Financial Statements for Directors',
  SFE: 'Successful Formulation and Execution of Strategy',
  ITG: 'IT Governance and Cyber Resilience Program',
  CSP: 'Company Secretary Program',
  EMT: 'Effective Minute Taking',
  CGE: 'Corporate Governance for Executives',
} as const

export type DirectorCourse = keyof typeof DIRECTOR_COURSES
export const DIRECTOR_COURSE_IDS = Object.keys(DIRECTOR_COURSES) as DirectorCourse[]

/** A course as a One Report names it: `Director Accreditation Program (DAP)`. */
export const directorCourseName = (course: DirectorCourse) =>
  `${DIRECTOR_COURSES[course]} (${course})`

/**
 * A person's age in whole years on a day (both ISO dates, `YYYY-MM-DD`): the content stores the
 * date of birth, so the age printed on any date — a page's, a report's — is right without an
 * editor touching it every year.
 */
export function ageOn(birthDate: string, day: string): number {
  const [birthYear, birthMonthDay] = [Number(birthDate.slice(0, 4)), birthDate.slice(5)]
  const [year, monthDay] = [Number(day.slice(0, 4)), day.slice(5)]
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0)
}
