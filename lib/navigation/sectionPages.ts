import type { MenuSections } from '@/lib/page/getSiteLayout'
import { menuPlace, type MenuLink } from './menuPlace'

export interface SectionTab extends MenuLink {
  /** `page` for the page shown, `true` for the entry it sits under (aria-current's values). */
  current?: 'page' | 'true'
}

export interface SectionTabs {
  /** The section's entries. */
  entries: SectionTab[]
  /** The inner topics of the entry the page is or sits under (Leadership → Board, Executives). */
  children: SectionTab[]
}

/**
 * The pages of the menu section a language-free `path` belongs to, in two rows that are the
 * breadcrumbs' levels (both read `menuPlace`): the section's entries, then the inner topics of
 * the page's entry. Null when the path is in no section or its section has a single page:
 * nothing to move between. The menu itself opens on a click, so these are the section's links
 * a crawler can follow.
 */
export function sectionPages(path: string, sections: MenuSections): SectionTabs | null {
  const place = menuPlace(path, sections)
  if (!place || (place.entries.length < 2 && place.children.length === 0)) return null
  const isInner = place.page !== null && place.children.includes(place.page)
  const entries = place.entries.map((entry): SectionTab => {
    if (entry.path !== place.entry.path) return entry
    return { ...entry, current: isInner || place.page === null ? 'true' : 'page' }
  })
  const children = place.children.map((child): SectionTab =>
    child === place.page ? { ...child, current: 'page' } : child,
  )
  return { entries, children }
}
