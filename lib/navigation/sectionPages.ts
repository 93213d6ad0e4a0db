import type { MenuSections } from '@/lib/page/getSiteLayout'

export interface SectionPage {
  /** Language-free path. */
  path: string
  label: string
}

/**
 * The pages of the menu section a language-free `path` belongs to, in the menu's order: each
 * sub-menu entry and the inner topics under it (Leadership → Board of directors, Executives).
 * Empty when the path is in no section, or its section has one page: nothing to move between.
 * The menu itself opens on a click, so these are the section's links a crawler can follow.
 */
export function sectionPages(path: string, sections: MenuSections): SectionPage[] {
  for (const section of sections) {
    const pages: SectionPage[] = []
    for (const entry of section.subMenuList) {
      pages.push({ path: entry.path, label: entry.mainTopic ?? '' })
      for (const topic of entry.innerTopic ?? []) {
        pages.push({ path: topic.path, label: topic.topic ?? '' })
      }
    }
    const unique = pages.filter(
      (page, index) =>
        page.label !== '' && pages.findIndex((other) => other.path === page.path) === index,
    )
    if (unique.some((page) => page.path === path)) return unique.length > 1 ? unique : []
  }
  return []
}
