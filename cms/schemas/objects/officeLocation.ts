/** An office's location as the Studio's geopoint input keeps it (Sanity's `geopoint`). */
interface Geopoint {
  lat?: number
  lng?: number
}

/** The Studio's message for an office without a location. */
export const LOCATION_MISSING =
  "Give the office's latitude and longitude: the contact page links to this spot on a map."

/**
 * An office's location checked the way editors read it: true, or what to fix in plain words. A
 * missing location is the field's `required()` rule (LOCATION_MISSING).
 */
export function checkOfficeLocation(point: Geopoint | undefined): true | string {
  if (point === undefined) return true
  const { lat, lng } = point
  if (typeof lat !== 'number' || typeof lng !== 'number') {
    return 'Give both the latitude and the longitude (Bangkok is about 13.7, 100.5).'
  }
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    return 'Latitude runs from −90 to 90 and longitude from −180 to 180 (Bangkok is about 13.7, 100.5).'
  }
  return true
}
