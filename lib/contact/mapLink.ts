/** A place in degrees north and east (WGS 84): an office's location. */
export interface LatLng {
  lat: number
  lng: number
}

/** How close OpenStreetMap opens: streets and buildings around the office. */
const STREET_ZOOM = 16

/** Five decimals place a point within a metre and a half: more would only lengthen the link. */
const degrees = (value: number) => String(Number(value.toFixed(5)))

/**
 * The office on OpenStreetMap: a marker at its location (`mlat`, `mlon`) and the map opened
 * around it at street level (`#map=zoom/lat/lng`).
 */
export function openStreetMapUrl({ lat, lng }: LatLng): string {
  const [latitude, longitude] = [degrees(lat), degrees(lng)]
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${STREET_ZOOM}/${latitude}/${longitude}`
}
