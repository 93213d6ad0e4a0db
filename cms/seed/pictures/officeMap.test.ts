/**
 * @jest-environment node
 */
import { geoContains } from 'd3-geo'
import { seeded } from '../seeded'
import { sourceOf } from '../sources'
import { PALETTES } from '../tones'
import { pictureKindOf } from '.'
import {
  isInThailand,
  officeMap,
  officeMapProjection,
  officePinPoint,
  type LatLng,
  type OfficeMapSpec,
  withoutRepeatedPoints,
} from './officeMap'

const BANGKOK: LatLng = { lat: 13.7218, lng: 100.5581 }
const SARABURI: LatLng = { lat: 14.3405, lng: 100.864 }
const HO_CHI_MINH_CITY: LatLng = { lat: 10.7745, lng: 106.7025 }
const WIDTH = 800
const HEIGHT = 500

const spec = (office: LatLng, otherSites: LatLng[] = []): OfficeMapSpec => ({
  kind: 'officeMap',
  office,
  otherSites,
})

const draw = (mapSpec: OfficeMapSpec) =>
  officeMap.draw(mapSpec, {
    width: WIDTH,
    height: HEIGHT,
    random: seeded('office map test'),
    palette: PALETTES.blue,
  })

describe('officeMap picture kind', () => {
  it('is registered under its kind and credits Natural Earth', () => {
    expect(pictureKindOf(spec(BANGKOK))).toBe(officeMap)
    expect(officeMap.sources(spec(BANGKOK))).toEqual(['natural-earth'])
    expect(sourceOf('natural-earth')).toMatchObject({
      packageName: 'world-atlas',
      licence: 'public domain',
    })
  })

  it('pins a Bangkok office inside the canvas, on a point of Thailand', () => {
    const bangkok = spec(BANGKOK, [SARABURI])
    const [x, y] = officePinPoint(bangkok, WIDTH, HEIGHT)
    expect(x).toBeGreaterThan(0)
    expect(x).toBeLessThan(WIDTH)
    expect(y).toBeGreaterThan(0)
    expect(y).toBeLessThan(HEIGHT)
    // The pixel the pin points at maps back onto Thailand's outline.
    const projection = officeMapProjection(bangkok, WIDTH, HEIGHT)
    const [lng, lat] = projection.invert!([x, y])!
    expect(isInThailand({ lat, lng })).toBe(true)
    expect(lat).toBeCloseTo(BANGKOK.lat, 3)
    expect(lng).toBeCloseTo(BANGKOK.lng, 3)
  })

  it('pins an office abroad at its city, on a map that still shows Thailand', () => {
    const hcmc = spec(HO_CHI_MINH_CITY, [BANGKOK])
    expect(isInThailand(HO_CHI_MINH_CITY)).toBe(false)
    const projection = officeMapProjection(hcmc, WIDTH, HEIGHT)
    const [x, y] = officePinPoint(hcmc, WIDTH, HEIGHT)
    const [bx, by] = projection([BANGKOK.lng, BANGKOK.lat])!
    for (const [px, py] of [
      [x, y],
      [bx, by],
    ]) {
      expect(px).toBeGreaterThan(0)
      expect(px).toBeLessThan(WIDTH)
      expect(py).toBeGreaterThan(0)
      expect(py).toBeLessThan(HEIGHT)
    }
    expect(bx).toBeLessThan(x) // Bangkok lies west of Ho Chi Minh City.
    expect(geoContains({ type: 'Sphere' }, [HO_CHI_MINH_CITY.lng, HO_CHI_MINH_CITY.lat])).toBe(true)
  })

  it('draws the same spec to the same markup, and another office to other markup', () => {
    const bangkok = spec(BANGKOK, [SARABURI, HO_CHI_MINH_CITY])
    expect(draw(bangkok)).toBe(draw(structuredClone(bangkok)))
    expect(draw(spec(SARABURI, [BANGKOK, HO_CHI_MINH_CITY]))).not.toBe(draw(bangkok))
    expect(officeMap.subject(bangkok)).not.toBe(officeMap.subject(spec(SARABURI)))
  })

  it('draws shapes only, in whole pixels, small enough to keep', () => {
    for (const office of [BANGKOK, HO_CHI_MINH_CITY]) {
      const markup = draw(spec(office, [SARABURI]))
      expect(markup).not.toMatch(/<text|font-family|<image/)
      const outlines = [...markup.matchAll(/ d="([^"]*)"/g)].map(([, d]) => d!)
      expect(outlines.filter((d) => /\d\.\d{2,}/.test(d))).toEqual([])
      expect(markup.length).toBeLessThan(100_000)
    }
  })

  it('leaves out the points rounding repeats', () => {
    expect(withoutRepeatedPoints('M1,2L1,2L1,2L3,4ZM3,4L3,4L5,6Z')).toBe('M1,2L3,4ZM3,4L5,6Z')
  })

  it('finds bad coordinates and offices outside the region it draws', () => {
    expect(officeMap.problems(spec(BANGKOK, [SARABURI]))).toEqual([])
    const bad = (office: unknown, otherSites: unknown = []) =>
      officeMap.problems({ kind: 'officeMap', office, otherSites } as OfficeMapSpec)
    expect(bad({ lat: 95, lng: 100 })).toEqual([expect.stringMatching(/lat −90…90/)])
    expect(bad({ lat: 13.7, lng: Number.NaN })).toHaveLength(1)
    expect(bad({ lat: '13.7', lng: '100.5' })).toHaveLength(1)
    expect(bad(undefined)).toHaveLength(1)
    expect(bad({ lat: 48.85, lng: 2.35 })).toEqual([expect.stringMatching(/outside it/)])
    expect(bad(BANGKOK, [{ lat: 13.7 }])).toEqual([expect.stringMatching(/otherSites/)])
    expect(bad(BANGKOK, 'Saraburi')).toEqual([expect.stringMatching(/otherSites/)])
  })
})
