/**
 * @jest-environment node
 */
import { checkOfficeLocation, LOCATION_MISSING } from './officeLocation'

describe('checkOfficeLocation', () => {
  it('accepts a point on the globe, and leaves a missing one to the required rule', () => {
    expect(checkOfficeLocation({ lat: 13.7218, lng: 100.5581 })).toBe(true)
    expect(checkOfficeLocation({ lat: -90, lng: 180 })).toBe(true)
    expect(checkOfficeLocation(undefined)).toBe(true)
    expect(LOCATION_MISSING).toMatch(/^Give the office's latitude and longitude/)
  })

  it('says in plain words what to fix', () => {
    expect(checkOfficeLocation({ lat: 13.7 })).toBe(
      'Give both the latitude and the longitude (Bangkok is about 13.7, 100.5).',
    )
    expect(checkOfficeLocation({ lat: 137.2, lng: 100.9 })).toMatch(/^Latitude runs from −90 to 90/)
    expect(checkOfficeLocation({ lat: 13.7, lng: 200 })).toMatch(/longitude from −180 to 180/)
  })
})
