import type { MenuSectionsQueryResult } from '@/cms/sanity.types'
import { TOP_MENU, type TopMenuItem } from './topMenu'

export type TopMenuLabels = Record<TopMenuItem['id'], string>

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
  const subMenus = sections.flatMap((section) => section.subMenuList)
  const innerTopics = subMenus.flatMap((entry) => entry.innerTopic ?? [])
  const title =
    innerTopics.find((entry) => entry.path === path)?.topic ??
    subMenus.find((entry) => entry.path === path)?.mainTopic ??
    subMenus.find((entry) => entry.subPath && path.startsWith(entry.subPath))?.mainTopic ??
    topMenuLabel(path, labels)
  return title || labels.home
}

function topMenuLabel(path: string, labels: TopMenuLabels): string | undefined {
  const item = TOP_MENU.find(
    (entry) =>
      entry.path === path || (entry.subPath !== undefined && path.startsWith(entry.subPath)),
  )
  return item && labels[item.id]
}
