import type { MenuSections } from '@/lib/page/getSiteLayout'

type Section = MenuSections[number]
type Entry = Section['subMenuList'][number]

export interface MenuLink {
  /** Language-free path. */
  path: string
  label: string
}

/**
 * Where the menu puts a page, the one answer the breadcrumbs and the section's tabs both read:
 * its section, the section's entries (the first row of tabs), the entry the page is or sits
 * under, and that entry's own pages (its inner topics, the second row).
 */
export interface PagePlace {
  section: MenuLink
  /** The section's sub-menu entries, in the menu's order. */
  entries: MenuLink[]
  /** The entry that is the page or holds it. */
  entry: MenuLink
  /** The entry's inner topics; empty when it has none. */
  children: MenuLink[]
  /** The page's own link: an inner topic, the entry itself, or null below the entry (a news item). */
  page: MenuLink | null
}

const link = (path: string, label: string | null | undefined): MenuLink | null =>
  label ? { path, label } : null

const entryLink = (entry: Entry) => link(entry.path, entry.mainTopic)

function innerLinks(entry: Entry): MenuLink[] {
  return (entry.innerTopic ?? []).flatMap((topic) => link(topic.path, topic.topic) ?? [])
}

/** `page`: the path of the inner topic that is the page, 'entry' or 'below' (under its subPath). */
function placeIn(section: Section, entry: Entry, page: string): PagePlace | null {
  const own = entryLink(entry)
  if (!own) return null
  const children = innerLinks(entry)
  return {
    section: { path: section.path, label: section.topic ?? own.label },
    entries: section.subMenuList.flatMap((item) => entryLink(item) ?? []),
    entry: own,
    children,
    page:
      page === 'entry'
        ? own
        : page === 'below'
          ? null
          : (children.find((topic) => topic.path === page) ?? null),
  }
}

/**
 * The place of a language-free `path`: the most specific entry first, as the title rule reads
 * the menu (an inner topic, then a sub-menu entry, then an entry's `subPath` for the pages under
 * it). An inner topic on its entry's own path (Financial information → Financial statements) is
 * that page: the entry is then a heading for its inner topics. Null for a page outside the menu.
 */
export function menuPlace(path: string, sections: MenuSections): PagePlace | null {
  const pairs = sections.flatMap((section) =>
    section.subMenuList.map((entry) => ({ section, entry })),
  )
  for (const { section, entry } of pairs) {
    if (innerLinks(entry).some((topic) => topic.path === path)) return placeIn(section, entry, path)
  }
  for (const { section, entry } of pairs) {
    if (entry.path === path) return placeIn(section, entry, 'entry')
  }
  for (const { section, entry } of pairs) {
    if (entry.subPath && path.startsWith(entry.subPath)) return placeIn(section, entry, 'below')
  }
  return null
}
