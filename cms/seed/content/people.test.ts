import { BOARD_COMMITTEES, BOARD_COMMITTEE_IDS, ageOn } from '../../schemas/officerFacts'
import { pages } from './pages'
import { officers, people } from './people'
import { shareholders } from './shareholders'
import type { Localized, OfficerDoc } from './types'

// The One Report 2025 prints the ages at the end of its year: a fixed day, never today.
const REPORT_DAY = '2025-12-31'

const directors = officers.filter((person) => person.roles.includes('board'))
const executives = officers.filter((person) => person.roles.includes('executive'))
const isIndependent = (person: OfficerDoc) => person.position.en.includes('Independent Director')
const isWoman = (person: OfficerDoc) => /^นาง/.test(person.name.th)
const filled = (text: Localized) => text.th.trim() !== '' && text.en.trim() !== ''
const byCommittee = (id: string) =>
  officers.flatMap((person) =>
    person.committees
      .filter((seat) => seat.committee === id)
      .map((seat) => ({ person, role: seat.role })),
  )

describe("the directors' and executives' One Report profiles", () => {
  it('cover the nine directors and every executive', () => {
    expect(directors).toHaveLength(9)
    expect(executives.length).toBeGreaterThanOrEqual(9)
    const officerIds = new Set(officers.map((person) => person.id))
    for (const person of people) {
      const isOfficer = person.roles.includes('board') || person.roles.includes('executive')
      expect(officerIds.has(person.id)).toBe(isOfficer)
    }
  })

  it.each(officers.map((person) => [person.slug, person] as const))(
    '%s: every fact, in Thai and in English',
    (_slug, person) => {
      expect(person.education.length).toBeGreaterThan(0)
      for (const { degree, institution } of person.education) {
        expect(filled(degree) && filled(institution)).toBe(true)
      }
      for (const { position, company } of [
        ...person.listedCompanyPositions,
        ...person.otherPositions,
      ]) {
        expect(filled(position) && filled(company)).toBe(true)
      }
      expect(filled(person.familyRelationship)).toBe(true)
      expect(person.shareholding.asOf).toBe('2025-12-30')
      // First appointed no later than to the present position, and as a grown-up.
      expect(person.firstAppointedOn <= person.appointedOn).toBe(true)
      expect(ageOn(person.birthDate, person.firstAppointedOn)).toBeGreaterThanOrEqual(25)
      expect(ageOn(person.birthDate, REPORT_DAY)).toBeGreaterThanOrEqual(35)
      expect(ageOn(person.birthDate, REPORT_DAY)).toBeLessThanOrEqual(75)
      for (const { year } of person.directorTraining) {
        expect(year).toBeLessThanOrEqual(2025)
        expect(year).toBeGreaterThanOrEqual(Number(person.birthDate.slice(0, 4)) + 25)
      }
    },
  )

  it('give every director at least one of the IOD’s director programmes (DAP or DCP)', () => {
    for (const person of directors) {
      const courses = person.directorTraining.map(({ course }) => course)
      expect(courses.some((course) => course === 'DAP' || course === 'DCP')).toBe(true)
    }
  })

  it('count the shares against the paid-up shares the shareholders list is counted against', () => {
    const [largest] = shareholders
    const paidUpShares = Math.round((largest!.shares * 100) / largest!.percentage)
    expect(paidUpShares).toBe(8_000_000_000)
    for (const { shareholding } of officers) {
      expect(Number.isInteger(shareholding.shares)).toBe(true)
      expect(shareholding.percentage).toBeCloseTo((shareholding.shares / paidUpShares) * 100, 4)
    }
  })

  it('hold shares as a listed company’s officers do: the independent directors none, all together under 1 %', () => {
    for (const person of directors.filter(isIndependent)) {
      expect(person.shareholding.shares).toBe(0)
    }
    const total = officers.reduce((sum, person) => sum + person.shareholding.percentage, 0)
    expect(total).toBeGreaterThan(0)
    expect(total).toBeLessThan(1)
    // Each holds less than the smallest of the major shareholders the site lists.
    const smallestListed = Math.min(...shareholders.map((holder) => holder.percentage))
    for (const person of officers) {
      expect(person.shareholding.percentage).toBeLessThan(smallestListed)
    }
  })

  it('seat people only on the committees the governance page names, each with one chair', () => {
    const governance = JSON.stringify(pages.find((page) => page.path === '/governance'))
    for (const id of BOARD_COMMITTEE_IDS) {
      expect(governance).toContain(BOARD_COMMITTEES[id].th)
      expect(governance).toContain(BOARD_COMMITTEES[id].en)
      const seats = byCommittee(id)
      expect(seats.filter((seat) => seat.role === 'chair')).toHaveLength(1)
      expect(seats.length).toBeGreaterThanOrEqual(3)
    }
    for (const person of officers) {
      const ids = person.committees.map((seat) => seat.committee)
      expect(new Set(ids).size).toBe(ids.length)
    }
  })

  it('keep the audit committee independent and the committees the page says independent-chaired so', () => {
    const audit = byCommittee('audit')
    expect(audit.every((seat) => isIndependent(seat.person))).toBe(true)
    for (const id of ['audit', 'nomination-remuneration', 'sustainability-risk'] as const) {
      const chair = byCommittee(id).find((seat) => seat.role === 'chair')!
      expect(isIndependent(chair.person)).toBe(true)
      // The chair's position says so too.
      expect(chair.person.position.en).toContain(`Chair of the ${BOARD_COMMITTEES[id].en}`)
    }
    // Only directors and executives sit on them; an independent director holds no post in the
    // company's subsidiaries or major shareholders.
    for (const person of directors.filter(isIndependent)) {
      const companies = person.otherPositions.map(({ company }) => company.en)
      expect(companies.join(' ')).not.toMatch(/Siam Harvest|Thanakorn|Rungruangkit/)
    }
  })

  it('agree with the governance page’s board figures (directors, independent, women)', () => {
    const governance = pages.find((page) => page.path === '/governance')!
    const stats = JSON.stringify(governance.sections)
    expect(stats).toContain(`"value":"${directors.length}","label":{"th":"กรรมการทั้งหมด"`)
    expect(stats).toContain(
      `"value":"${directors.filter(isIndependent).length}","label":{"th":"กรรมการอิสระ"`,
    )
    expect(stats).toContain(
      `"value":"${directors.filter(isWoman).length}","label":{"th":"กรรมการสตรี"`,
    )
  })

  it('say the family relationship in the One Report’s words', () => {
    for (const person of officers) {
      expect(person.familyRelationship).toEqual({ th: 'ไม่มี', en: 'None' })
    }
  })

  it('draw no one: nobody carries a drawn portrait', () => {
    expect(people.filter((person) => person.photo)).toEqual([])
  })
})

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('1958-03-14', '2026-03-13')).toBe(67)
    expect(ageOn('1958-03-14', '2026-03-14')).toBe(68)
    expect(ageOn('1960-02-29', '2025-02-28')).toBe(64)
    expect(ageOn('1960-02-29', '2025-03-01')).toBe(65)
  })
})
