/**
 * @jest-environment node
 */
import { getContactPage } from './contact'

const THAI = /[\u0E00-\u0E7F]/

describe('getContactPage on the bundled dataset', () => {
  it('gives the heading and intro of the contact menu section, in each language', async () => {
    const [th, en] = await Promise.all([getContactPage('th'), getContactPage('en')])
    expect(en.title).toBe('Contact')
    expect(en.intro).toMatch(/enquiry form/)
    expect(th.title).toBe('ติดต่อเรา')
    expect(th.intro).toMatch(THAI)
  })

  it('lists the head office first, then the other sites, each with its contact details', async () => {
    const { offices } = await getContactPage('en')
    expect(offices.length).toBeGreaterThanOrEqual(2)
    expect(offices.filter((office) => office.isHeadOffice)).toEqual([offices[0]])
    for (const office of offices) {
      expect(office.name).toBeTruthy()
      expect(office.address).toBeTruthy()
      expect(office.phone).toMatch(/^\+?[0-9 ()-]+$/)
      expect(office.email).toMatch(/@/)
      expect(office.openingHours).toBeTruthy()
      expect(office.map).toMatchObject({ width: 800, height: 500, alt: expect.any(String) })
      expect(office.map!.src).toMatch(/w=800&h=500/)
      expect(office.location).toEqual({ lat: expect.any(Number), lng: expect.any(Number) })
    }
  })

  it('places the head office in Bangkok and every office apart from the others', async () => {
    const { offices } = await getContactPage('en')
    // Rama IV Road, Khlong Toei.
    expect(offices[0]!.location!.lat).toBeCloseTo(13.72, 1)
    expect(offices[0]!.location!.lng).toBeCloseTo(100.56, 1)
    const places = offices.map(({ location }) => `${location!.lat},${location!.lng}`)
    expect(new Set(places).size).toBe(offices.length)
  })

  it('keeps Thai names and addresses on the Thai page', async () => {
    const { offices } = await getContactPage('th')
    expect(offices[0]!.name).toMatch(THAI)
    expect(offices[0]!.address).toMatch(THAI)
    expect(offices[0]!.map!.alt).toMatch(THAI)
  })
})
