import { STATIC_ROUTES } from '@/lib/routes'
import type { MenuSections } from '@/lib/page/getSiteLayout'
import { menuPlace } from './menuPlace'

export interface Crumb {
  label: string
  /** Language-free path; absent on a crumb for the page being shown. */
  path?: string
}

/**
 * The trail to a language-free `path`, read from the menu the editors maintain through the one
 * place the section's tabs read too (`menuPlace`): home, the menu section, the entry an inner
 * topic or a page below an entry (a news item) sits under, then the page itself. `current`
 * names the page when the menu does not (a news item, a legal page). A crumb for the page being
 * shown is not a link; of two neighbours with the same name or the same link (a section and its
 * one page) the trail keeps the nearer one.
 */
export function breadcrumbTrail(
  path: string,
  sections: MenuSections,
  homeLabel: string,
  current?: string,
): Crumb[] {
  const trail: Crumb[] = [{ label: homeLabel, path: STATIC_ROUTES.home }]
  const place = menuPlace(path, sections)
  if (place) {
    trail.push({ label: place.section.label, path: place.section.path })
    if (place.page === null || place.children.includes(place.page)) {
      trail.push({ label: place.entry.label, path: place.entry.path })
    }
  }
  const label = current ?? place?.page?.label
  const all = label ? [...trail, { label }] : trail
  const unlinked = all.map((crumb) => (crumb.path === path ? { label: crumb.label } : crumb))
  return unlinked.filter((crumb, index) => {
    const next = unlinked[index + 1]
    if (!next) return true
    const isSameName = crumb.label.toLocaleLowerCase() === next.label.toLocaleLowerCase()
    return !isSameName && (crumb.path === undefined || crumb.path !== next.path)
  })
}
