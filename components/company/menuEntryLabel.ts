import type { MenuSections } from '@/lib/page/getSiteLayout'

/** The editors' label for a page in the menu (an inner topic or a sub-menu entry), or null. */
export function menuEntryLabel(path: string, sections: MenuSections): string | null {
  const entries = sections.flatMap((section) => section.subMenuList)
  const inner = entries.flatMap((entry) => entry.innerTopic ?? [])
  return (
    inner.find((topic) => topic.path === path)?.topic ??
    entries.find((entry) => entry.path === path)?.mainTopic ??
    null
  )
}
