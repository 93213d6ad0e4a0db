import type { MenuSectionsQueryResult } from '@/cms/sanity.types'
import { TOP_MENU, type TopMenuItem } from './topMenu'

export type TopMenuLabels = Record<TopMenuItem['id'], string>

/** Where the menu puts a page: the entry that names it and the entry above that one. */
interface MenuPlace {
  /** The spec's title: the most specific matching entry's label. */
  label: string
  /** The label of the entry above (a sub-menu entry's section, an inner topic's sub-menu entry). */
  parent: string | null
  /** Matched by a sub-path (a product, an article): the page is below the entry, not the entry. */
  isBelowEntry: boolean
  /** False when no entry matched and the label is the home fallback. */
  isKnown: boolean
}

/** What a page tells the title rule about itself. */
export interface PageTitleSource {
  /** The page's heading. */
  name?: string | null
  /** A document's own page (a product, an article, a business line): its name is the item. */
  isDetailPage?: boolean
}

/**
 * The spec's title rule: the label of the menu entry matching the (language-free) path, the
 * most specific entry first (inner topic, sub-menu entry, top-menu entry); when none matches,
 * the home label (`HOME` / `หน้าหลัก`).
 */
export function menuTitle(
  path: string,
  sections: MenuSectionsQueryResult,
  labels: TopMenuLabels,
): string {
  return menuPlace(path, sections, labels).label
}

/**
 * The item and section of a page's `<title>` (see `pageTitle`): a detail page's name within the
 * entry it sits under; a page the menu names under another entry (an About sub-page) by that
 * name within the entry above; a section's own first page, or home, by the menu rule alone. A
 * page the menu does not know keeps its heading as the item, so no two titles are the same.
 */
export function titleParts(
  path: string,
  sections: MenuSectionsQueryResult,
  labels: TopMenuLabels,
  page: PageTitleSource = {},
): { item: string | null; section: string } {
  const place = menuPlace(path, sections, labels)
  const name = page.name?.trim() || null
  if (page.isDetailPage) {
    return { item: name, section: place.isBelowEntry ? place.label : (place.parent ?? place.label) }
  }
  if (place.parent) return { item: place.label, section: place.parent }
  return { item: place.isKnown ? null : name, section: place.label }
}

function menuPlace(
  path: string,
  sections: MenuSectionsQueryResult,
  labels: TopMenuLabels,
): MenuPlace {
  const entries = sections.flatMap((section) =>
    section.subMenuList.map((entry) => ({ section, entry })),
  )
  for (const { section, entry } of entries) {
    const inner = entry.innerTopic?.find((topic) => topic.path === path && topic.topic)
    if (inner?.topic) {
      return place(inner.topic, entry.mainTopic || section.topic, false)
    }
  }
  for (const { section, entry } of entries) {
    if (entry.path === path && entry.mainTopic) {
      // A section's own first page (its path is the section's) has nothing above it.
      return place(entry.mainTopic, section.path === path ? null : section.topic, false)
    }
  }
  for (const { section, entry } of entries) {
    if (entry.subPath && path.startsWith(entry.subPath) && entry.mainTopic) {
      return place(entry.mainTopic, section.topic, true)
    }
  }
  const item = TOP_MENU.find(
    (candidate) =>
      candidate.path === path ||
      (candidate.subPath !== undefined && path.startsWith(candidate.subPath)),
  )
  const topLabel = item && labels[item.id]
  if (topLabel) {
    return place(topLabel, null, item.subPath !== undefined && path.startsWith(item.subPath))
  }
  return { label: labels.home, parent: null, isBelowEntry: false, isKnown: false }
}

function place(label: string, parent: string | null, isBelowEntry: boolean): MenuPlace {
  return { label, parent: parent || null, isBelowEntry, isKnown: true }
}
