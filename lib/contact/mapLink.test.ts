/**
 * @jest-environment node
 */
import { openStreetMapUrl } from './mapLink'

describe('openStreetMapUrl', () => {
  it('puts a marker at the office and opens the map around it at street level', () => {
    expect(openStreetMapUrl({ lat: 13.7218, lng: 100.5581 })).toBe(
      'https://www.openstreetmap.org/?mlat=13.7218&mlon=100.5581#map=16/13.7218/100.5581',
    )
  })

  it('keeps five decimals, without trailing zeros, and the signs of south and west', () => {
    const url = new URL(openStreetMapUrl({ lat: -33.8567844, lng: -70.65 }))
    expect(url.searchParams.get('mlat')).toBe('-33.85678')
    expect(url.searchParams.get('mlon')).toBe('-70.65')
    expect(url.hash).toBe('#map=16/-33.85678/-70.65')
  })
})
