// How a list's selection reaches its static page (lib/routing/listAddress.ts): the page route
// `<list path>/[selection]`, whose segment spells the query as `category=a,b;page=2`. Kept apart
// from listAddress so that the browser, which only reads the segment of a page the server
// already accepted, does not download every list's parameter rules with the site's header.

const SELECTION_ROUTE_SUFFIX = '/[selection]'

/** The page route (Next's pathname) serving the selections of the list at a path. */
export function selectionRouteOf(listPath: string): string {
  return `${listPath}${SELECTION_ROUTE_SUFFIX}`
}

/** The list's path of a page route serving selections (Next's pathname), or null for any other. */
export function listPathOfSelectionRoute(pathname: string): string | null {
  return pathname.endsWith(SELECTION_ROUTE_SUFFIX)
    ? pathname.slice(0, -SELECTION_ROUTE_SUFFIX.length)
    : null
}

/**
 * The parameters a segment spells, in its order, without checking them against any list (that is
 * listAddress's queryOfSegment); null when it is not of the form `name=value,value;name=value`.
 */
export function segmentParams(segment: string): URLSearchParams | null {
  const params = new URLSearchParams()
  for (const part of segment.split(';')) {
    const [name, values, ...rest] = part.split('=')
    if (name === undefined || values === undefined || rest.length > 0) return null
    for (const value of values.split(',')) params.append(name, value)
  }
  return params
}
