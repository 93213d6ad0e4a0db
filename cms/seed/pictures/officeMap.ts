import { createRequire } from 'node:module'
import {
  geoBounds,
  geoContains,
  geoGraticule,
  geoMercator,
  geoPath,
  type GeoPermissibleObjects,
  type GeoProjection,
} from 'd3-geo'
import type { Feature, FeatureCollection, Geometry, MultiLineString } from 'geojson'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import type { Canvas, PictureKind, PictureSpec } from './kind'

/** A place as Sanity's geopoint has it: degrees north and east (WGS 84). */
export interface LatLng {
  lat: number
  lng: number
}

/**
 * An office's map: where it stands and where the company's other sites are. The content module
 * gives both from the offices' geopoints, so the picture follows the office's location.
 */
export interface OfficeMapSpec extends PictureSpec {
  kind: 'officeMap'
  office: LatLng
  otherSites: LatLng[]
}

/**
 * The part of the world the maps draw: Southeast and East Asia. An office outside it would need
 * a map of another region.
 */
const REGION = { west: 80, east: 135, south: -12, north: 40 }
/** Natural Earth's numeric code (ISO 3166-1) for Thailand in world-atlas. */
const THAILAND_ID = '764'
/** Degrees of longitude across the map of an office in Thailand: the central plains and gulf. */
const THAI_VIEW_SPAN = 6
/** Around the region map (an office abroad): Thailand and the office, with room to spare. */
const REGION_MARGIN = 0.16

// The site's colours (shared/colors.ts): brand.600 for the pin, its lighter steps for Thailand,
// the grays for the neighbours, a pale blue for the sea.
const COLOURS = {
  sea: '#d7e7f2',
  seaDeep: '#c4dbeb',
  graticule: '#ffffff',
  coast: '#8fb0c6',
  neighbour: '#ecebe6',
  border: '#b5b5ad',
  thailand: '#fcefeb',
  thailandHighlight: '#fbe2df',
  thailandEdge: '#df5f52',
  pin: '#b02a1e',
  pinDark: '#6c1a13',
  site: '#8e2218',
  white: '#ffffff',
  insetFrame: '#c2c2bb',
}

type Country = Feature<Geometry, { name: string }>

interface Atlas {
  countries: Country[]
  /** Each country's bounding box in degrees, [[west, south], [east, north]]. */
  bounds: Map<Country, [[number, number], [number, number]]>
  thailand: Country
  borders: MultiLineString
  land: FeatureCollection | Feature
}

let atlas: Atlas | undefined

/** Natural Earth's countries at 1:50 million, from world-atlas, read once. */
function loadAtlas(): Atlas {
  if (atlas) return atlas
  const load = createRequire(__filename)
  const topology = load('world-atlas/countries-50m.json') as Topology<{
    countries: GeometryCollection<{ name: string }>
    land: GeometryCollection
  }>
  const countries = feature(topology, topology.objects.countries).features
  const thailand = countries.find((country) => String(country.id) === THAILAND_ID)
  if (!thailand) throw new Error('world-atlas has no Thailand')
  atlas = {
    countries,
    bounds: new Map(countries.map((country) => [country, geoBounds(country)])),
    thailand,
    borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
    land: feature(topology, topology.objects.land),
  }
  return atlas
}

/**
 * The countries other than Thailand that reach into what a projection shows on the canvas (a
 * degree to spare): projecting the whole world's outlines only to clip them away is slow.
 */
function neighboursIn(projection: GeoProjection, width: number, height: number): Country[] {
  const { countries, bounds, thailand } = loadAtlas()
  const [west, north] = projection.invert?.([0, 0]) ?? [-180, 90]
  const [east, south] = projection.invert?.([width, height]) ?? [180, -90]
  return countries.filter((country) => {
    if (country === thailand) return false
    const [[countryWest, countrySouth], [countryEast, countryNorth]] = bounds.get(country)!
    // A country across the antimeridian (west > east) is kept: the clip drops what is not seen.
    if (countryWest > countryEast) return true
    return (
      countryEast >= west - 1 &&
      countryWest <= east + 1 &&
      countryNorth >= south - 1 &&
      countrySouth <= north + 1
    )
  })
}

/** True for a coordinate on Thailand's land (Natural Earth's outline). */
export function isInThailand({ lat, lng }: LatLng): boolean {
  return geoContains(loadAtlas().thailand, [lng, lat])
}

/**
 * The projection of an office's map: for an office in Thailand, Mercator centred on it across
 * the central plains and the Gulf; for one abroad, the region that holds Thailand and the office.
 * Drawing is clipped a little outside the canvas, so the paths stay small.
 */
export function officeMapProjection(spec: OfficeMapSpec, width: number, height: number) {
  const { office } = spec
  const projection = isInThailand(office)
    ? geoMercator()
        .center([office.lng, office.lat])
        .scale(width / ((THAI_VIEW_SPAN * Math.PI) / 180))
        .translate([width / 2, height / 2])
    : regionProjection(office, width, height)
  return projection.clipExtent([
    [-4, -4],
    [width + 4, height + 4],
  ])
}

function regionProjection(office: LatLng, width: number, height: number): GeoProjection {
  const [[west, south], [east, north]] = geoBounds(loadAtlas().thailand)
  const extent: GeoPermissibleObjects = {
    type: 'MultiPoint',
    coordinates: [
      [Math.min(west, office.lng), Math.min(south, office.lat)],
      [Math.max(east, office.lng), Math.max(north, office.lat)],
    ],
  }
  const marginX = width * REGION_MARGIN
  const marginY = height * REGION_MARGIN
  return geoMercator().fitExtent(
    [
      [marginX, marginY],
      [width - marginX, height - marginY],
    ],
    extent,
  )
}

/** The pixel an office's pin points at. */
export function officePinPoint(spec: OfficeMapSpec, width: number, height: number) {
  const point = officeMapProjection(spec, width, height)([spec.office.lng, spec.office.lat])
  if (!point) throw new Error('The office lies outside its own map')
  return point
}

/**
 * A path's `d` in whole pixels (the maps are drawn at their shown size or larger), without the
 * points that rounding made repeat: small outlines (the locator's) shrink to a fraction.
 */
function pathOf(projection: GeoProjection) {
  const path = geoPath(projection).digits(0)
  return (object: GeoPermissibleObjects) => withoutRepeatedPoints(path(object) ?? '')
}

/** `M1,2L1,2L3,4` → `M1,2L3,4`: a line to the point it starts from draws nothing. */
export function withoutRepeatedPoints(d: string): string {
  let previous = ''
  return d.replace(/([MLZ])([^MLZ]*)/g, (segment, command: string, point: string) => {
    const isRepeat = command === 'L' && point === previous
    if (command !== 'Z') previous = point
    return isRepeat ? '' : segment
  })
}

const round = (value: number) => Math.round(value * 10) / 10

/** A teardrop pin whose tip is at (x, y), with a white eye and a soft shadow at its foot. */
function pin(x: number, y: number, size: number): string {
  const half = size / 2
  const top = y - size * 1.35
  return (
    `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(size * 0.42)}" ry="${round(size * 0.14)}" fill="${COLOURS.pinDark}" opacity="0.28"/>` +
    `<path d="M${round(x)} ${round(y)}C${round(x - half * 0.35)} ${round(y - size * 0.45)} ${round(x - half)} ${round(top + half * 1.25)} ${round(x - half)} ${round(top + half)}` +
    `A${round(half)} ${round(half)} 0 1 1 ${round(x + half)} ${round(top + half)}` +
    `C${round(x + half)} ${round(top + half * 1.25)} ${round(x + half * 0.35)} ${round(y - size * 0.45)} ${round(x)} ${round(y)}Z" fill="${COLOURS.pin}" stroke="${COLOURS.white}" stroke-width="${round(size * 0.07)}"/>` +
    `<circle cx="${round(x)}" cy="${round(top + half)}" r="${round(half * 0.42)}" fill="${COLOURS.white}"/>`
  )
}

/** A small dot for another of the company's sites. */
function siteDot(point: [number, number] | null, radius: number): string {
  if (!point) return ''
  const [x, y] = point
  return `<circle cx="${round(x)}" cy="${round(y)}" r="${radius}" fill="${COLOURS.site}" stroke="${COLOURS.white}" stroke-width="${round(radius * 0.45)}"/>`
}

/** Sea, graticule, land (Thailand set apart from its neighbours), borders and coasts. */
function baseMap(
  projection: GeoProjection,
  { width, height }: Canvas,
  graticuleStep: number,
  isRegion: boolean,
) {
  const { thailand, borders, land } = loadAtlas()
  const path = pathOf(projection)
  const graticule = geoGraticule().step([graticuleStep, graticuleStep])()
  const neighbours = neighboursIn(projection, width, height).map(path)
  return (
    `<rect width="100%" height="100%" fill="${COLOURS.sea}"/>` +
    `<path d="${path(graticule)}" fill="none" stroke="${COLOURS.graticule}" stroke-width="1" opacity="0.7"/>` +
    `<path d="${neighbours.filter(Boolean).join('')}" fill="${COLOURS.neighbour}"/>` +
    `<path d="${path(thailand)}" fill="${isRegion ? COLOURS.thailandHighlight : COLOURS.thailand}"/>` +
    `<path d="${path(borders)}" fill="none" stroke="${COLOURS.border}" stroke-width="1.2" stroke-linejoin="round"/>` +
    `<path d="${path(land)}" fill="none" stroke="${COLOURS.coast}" stroke-width="1.2" stroke-linejoin="round"/>` +
    `<path d="${path(thailand)}" fill="none" stroke="${COLOURS.thailandEdge}" stroke-width="1.5" stroke-linejoin="round"/>`
  )
}

/**
 * A small map of the whole of Thailand in the top right corner, with a frame around the part the
 * main map shows: where in the country the office is.
 */
function locator(projection: GeoProjection, width: number, height: number): string {
  const { thailand } = loadAtlas()
  const boxHeight = Math.round(height * 0.4)
  const boxWidth = Math.round(boxHeight * 0.62)
  const margin = Math.round(height * 0.04)
  const left = width - boxWidth - margin
  const inset = geoMercator().fitExtent(
    [
      [left + 6, margin + 6],
      [left + boxWidth - 6, margin + boxHeight - 6],
    ],
    thailand,
  )
  inset.clipExtent([
    [left, margin],
    [left + boxWidth, margin + boxHeight],
  ])
  const path = pathOf(inset)
  const neighbours = neighboursIn(inset, width, height).map(path).filter(Boolean)
  const topLeft = projection.invert?.([0, 0])
  const bottomRight = projection.invert?.([width, height])
  const [x0, y0] = (topLeft && inset(topLeft)) ?? [0, 0]
  const [x1, y1] = (bottomRight && inset(bottomRight)) ?? [0, 0]
  return (
    `<rect x="${left - 2}" y="${margin - 2}" width="${boxWidth + 4}" height="${boxHeight + 4}" rx="6" fill="${COLOURS.white}" opacity="0.9"/>` +
    `<rect x="${left}" y="${margin}" width="${boxWidth}" height="${boxHeight}" rx="4" fill="${COLOURS.sea}" stroke="${COLOURS.insetFrame}"/>` +
    `<path d="${neighbours.join('')}" fill="${COLOURS.neighbour}"/>` +
    `<path d="${path(thailand)}" fill="${COLOURS.thailandHighlight}" stroke="${COLOURS.thailandEdge}" stroke-width="1"/>` +
    `<rect x="${round(x0)}" y="${round(y0)}" width="${round(x1 - x0)}" height="${round(y1 - y0)}" fill="none" stroke="${COLOURS.pin}" stroke-width="2"/>`
  )
}

function isLatLng(value: unknown): value is LatLng {
  if (value === null || typeof value !== 'object') return false
  const { lat, lng } = value as Record<string, unknown>
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  )
}

function isInRegion({ lat, lng }: LatLng): boolean {
  return lng >= REGION.west && lng <= REGION.east && lat >= REGION.south && lat <= REGION.north
}

/**
 * An office's map from Natural Earth's shapes: for an office in Thailand, the central plains and
 * the Gulf with the office's pin in the middle, the company's other sites as dots and a locator
 * of the whole country; for an office abroad, Southeast Asia with Thailand set apart and the pin
 * at the office's city. Shapes only: the office's name is on the page.
 */
export const officeMap: PictureKind<OfficeMapSpec> = {
  problems(spec) {
    const problems: string[] = []
    if (!isLatLng(spec.office)) {
      problems.push('officeMap needs office: { lat, lng } in degrees (lat −90…90, lng −180…180)')
    } else if (!isInRegion(spec.office)) {
      problems.push(
        `officeMap draws Southeast and East Asia (${REGION.west}–${REGION.east}° E, ${REGION.south}–${REGION.north}° N); the office at ${spec.office.lat}, ${spec.office.lng} is outside it`,
      )
    }
    if (!Array.isArray(spec.otherSites) || !spec.otherSites.every(isLatLng)) {
      problems.push('officeMap needs otherSites: a list of { lat, lng }')
    }
    return problems
  },

  draw(spec, canvas) {
    const { width, height } = canvas
    const projection = officeMapProjection(spec, width, height)
    const isRegion = !isInThailand(spec.office)
    const unit = Math.min(width, height) / 100
    const [x, y] = officePinPoint(spec, width, height)
    const dots = spec.otherSites
      .map((site) => siteDot(projection([site.lng, site.lat]), round(unit * (isRegion ? 1 : 1.5))))
      .join('')
    return (
      baseMap(projection, canvas, isRegion ? 5 : 1, isRegion) +
      dots +
      pin(x, y, unit * 9) +
      (isRegion ? '' : locator(projection, width, height))
    )
  },

  sources: () => ['natural-earth'],

  subject: ({ office }) => `office map at ${office.lat.toFixed(4)}, ${office.lng.toFixed(4)}`,
}
