/**
 * @jest-environment node
 */
import { getAwardsPage, getMilestonesPage, getPeoplePage, groupByYear } from './company'

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

  it('people: the board and the executives in their set order, with 400×400 portraits', async () => {
    const board = await getPeoplePage('board', 'th')
    const executives = await getPeoplePage('executive', 'en')
    expect(board.people.length).toBeGreaterThanOrEqual(5)
    expect(executives.people.length).toBeGreaterThanOrEqual(5)
    expect(board.people[0]!.name).toMatch(THAI)
    expect(executives.people[0]!.photo).toMatchObject({ width: 400, height: 400 })
    expect(executives.people.every((person) => person.profile)).toBe(true)
    // Appointment dates come labelled for the page's readers: Buddhist-era years in Thai.
    const appointed = board.people.find((person) => person.appointedOn)!
    const year = Number(appointed.appointedOn!.slice(0, 4))
    expect(appointed.appointedOnLabel).toContain(String(year + 543))
    const appointedEn = executives.people.find((person) => person.appointedOn)!
    expect(appointedEn.appointedOnLabel).toContain(appointedEn.appointedOn!.slice(0, 4))
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
