/**
 * @jest-environment node
 */
import { getAwardsPage, getMilestonesPage, getPeople, getPeoplePage, groupByYear } from './company'

const THAI = /[\u0E00-\u0E7F]/

describe('groupByYear', () => {
  const items = [
    { id: 'a', year: 2020 },
    { id: 'b', year: 2024 },
    { id: 'c', year: 2020 },
    { id: 'd', year: 2022 },
  ]

  it('puts the years newest first, each year keeping the order its items came in', () => {
    expect(groupByYear(items, 'desc', 'en')).toEqual([
      { year: 2024, yearLabel: '2024', items: [{ id: 'b', year: 2024 }] },
      { year: 2022, yearLabel: '2022', items: [{ id: 'd', year: 2022 }] },
      {
        year: 2020,
        yearLabel: '2020',
        items: [
          { id: 'a', year: 2020 },
          { id: 'c', year: 2020 },
        ],
      },
    ])
  })

  it('or oldest first', () => {
    expect(groupByYear(items, 'asc', 'en').map((group) => group.year)).toEqual([2020, 2022, 2024])
  })

  it('labels each year in the Buddhist era for Thai readers, keeping the Gregorian year', () => {
    expect(
      groupByYear(items, 'asc', 'th').map(({ year, yearLabel }) => ({ year, yearLabel })),
    ).toEqual([
      { year: 2020, yearLabel: '2563' },
      { year: 2022, yearLabel: '2565' },
      { year: 2024, yearLabel: '2567' },
    ])
  })

  it('has no groups for no items', () => {
    expect(groupByYear([], 'desc', 'th')).toEqual([])
  })
})

describe('Company page loaders on the bundled dataset', () => {
  it('milestones: one group per year, oldest first, in the page language', async () => {
    const { years } = await getMilestonesPage('th')
    const order = years.map((group) => group.year)
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(years.length).toBeGreaterThanOrEqual(10)
    expect(years[0]!.items[0]!.title).toMatch(THAI)
    for (const { year, yearLabel } of years) expect(yearLabel).toBe(String(year + 543))
    const [first] = (await getMilestonesPage('en')).years
    expect(first!.items[0]!.title).not.toMatch(THAI)
    expect(first!.yearLabel).toBe(String(first!.year))
  })

  it('awards: newest year first, every award with its issuer and a 400×300 picture', async () => {
    const { years } = await getAwardsPage('en')
    const order = years.map((group) => group.year)
    expect(order).toEqual([...order].sort((a, b) => b - a))
    const awards = years.flatMap((group) => group.items)
    expect(awards.every((award) => award.issuer && award.year)).toBe(true)
    expect(awards.find((award) => award.image)?.image).toMatchObject({ width: 400, height: 300 })
    for (const { year, yearLabel } of years) expect(yearLabel).toBe(String(year))
  })

  it('awards in Thai: each year labelled in the Buddhist era', async () => {
    const { years } = await getAwardsPage('th')
    expect(years.length).toBeGreaterThan(0)
    for (const { year, yearLabel } of years) expect(yearLabel).toBe(String(year + 543))
  })

  // The ages are as of a fixed day, never today.
  const NOW = new Date('2026-06-15T12:00:00+07:00')

  it('people: the board and the executives in their set order, text first (no drawn faces)', async () => {
    const board = await getPeoplePage('board', 'th', {}, NOW)
    const executives = await getPeoplePage('executive', 'en', {}, NOW)
    expect(board.people.length).toBeGreaterThanOrEqual(5)
    expect(executives.people.length).toBeGreaterThanOrEqual(5)
    expect(board.people[0]!.name).toMatch(THAI)
    expect([...board.people, ...executives.people].every((person) => !person.photo)).toBe(true)
    expect(executives.people.every((person) => person.profile)).toBe(true)
    // Appointment dates come labelled for the page's readers: Buddhist-era years in Thai.
    const appointed = board.people.find((person) => person.appointedOn)!
    const year = Number(appointed.appointedOn!.slice(0, 4))
    expect(appointed.appointedOnLabel).toContain(String(year + 543))
    const appointedEn = executives.people.find((person) => person.appointedOn)!
    expect(appointedEn.appointedOnLabel).toContain(appointedEn.appointedOn!.slice(0, 4))
  })

  it("people: each director's and executive's One Report profile, ready to show in the page's language", async () => {
    const [board, boardEn, executives] = await Promise.all([
      getPeoplePage('board', 'th', {}, NOW),
      getPeoplePage('board', 'en', {}, NOW),
      getPeoplePage('executive', 'en', {}, NOW),
    ])
    for (const person of [...board.people, ...executives.people]) {
      expect(person.officer).not.toBeNull()
      // The date of birth stays on the server: only the age reaches the page.
      expect(JSON.stringify(person)).not.toContain('birthDate')
    }
    const chairman = board.people[0]!.officer!
    // Born 14 March 1958: 68 on 15 June 2026.
    expect(chairman.age).toBe(68)
    expect(chairman.isDirector).toBe(true)
    expect(chairman.firstAppointedOnLabel).toBe('28 เมษายน 2548')
    expect(chairman.training.map(({ course, yearLabel }) => `${course} ${yearLabel}`)).toContain(
      'Director Accreditation Program (DAP) 2548',
    )
    expect(chairman.shareholding).toEqual({ percentageLabel: '0.4200', sharesLabel: '33,600,000' })
    expect(chairman.committees).toEqual([
      expect.objectContaining({ committee: 'คณะกรรมการสรรหาและพิจารณาค่าตอบแทน', role: 'member' }),
    ])
    expect(chairman.familyRelationship).toBe('ไม่มี')
    const auditChair = boardEn.people.find((person) => person.slug === 'wanna-chaiprasit')!.officer!
    expect(auditChair.committees).toEqual([
      expect.objectContaining({ committee: 'Audit Committee', role: 'chair' }),
    ])
    expect(auditChair.shareholding).toBeNull()
    expect(auditChair.shareholdingAsOfLabel).toBe('December 30, 2025')
    expect(auditChair.listedCompanyPositions.length).toBeGreaterThan(0)
    const cfo = executives.people.find((person) => person.slug === 'piyanuch-kasemsuk')!.officer!
    expect(cfo.isDirector).toBe(false)
    expect(cfo.education[0]).toMatchObject({ institution: 'Chulalongkorn University' })
  })

  it('people: a business expert has no One Report profile', async () => {
    const experts = await getPeople('expert', 'en', {}, NOW)
    expect(experts.length).toBeGreaterThan(0)
    expect(experts.every((person) => person.officer === null)).toBe(true)
  })

  it('people: where a Thai line must not end in a profile or a position comes with the text', async () => {
    const board = await getPeoplePage('board', 'th')
    const units = (text: string | null, ranges: readonly (readonly [number, number])[]) =>
      ranges.map(([start, end]) => text!.slice(start, end))
    // A director's profile names him by his first name, a part of his name: one unit.
    const chairman = board.people[0]!
    const firstName = chairman.name!.split(' ')[0]!
    expect(chairman.profile).toContain(firstName)
    expect(units(chairman.profile, chairman.lineBreaks.profile)).toContain(firstName)
    const auditChair = board.people.find((person) => person.position?.includes('ตรวจสอบ'))!
    expect(units(auditChair.position, auditChair.lineBreaks.position)).toContain('ตรวจสอบ')
    // English has no units.
    const boardEn = await getPeoplePage('board', 'en')
    expect(boardEn.people.every((person) => person.lineBreaks.profile.length === 0)).toBe(true)
  })
})
