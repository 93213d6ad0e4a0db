import { STATIC_ROUTES } from '@/lib/routes'
import type { MenuSections } from '@/lib/page/getSiteLayout'

export interface Crumb {
  label: string
  /** Language-free path; absent on the current page's own crumb. */
  path?: string
}

/**
 * The trail to a language-free `path`, read from the menu the editors maintain: home, the menu
 * section, the sub-menu entry (for an inner topic, or a page under its `subPath`), then the
 * page itself. `current` names the page when the menu does not (a news item, a legal page).
 */
export function breadcrumbTrail(
  path: string,
  sections: MenuSections,
  homeLabel: string,
  current?: string,
): Crumb[] {
  const trail: Crumb[] = [{ label: homeLabel, path: STATIC_ROUTES.home }]
  let ownLabel: string | undefined

  for (const section of sections) {
    for (const entry of section.subMenuList) {
      const inner = entry.innerTopic?.find((topic) => topic.path === path)
      const underSubPath = Boolean(entry.subPath) && path.startsWith(entry.subPath ?? '')
      if (entry.path !== path && !inner && !underSubPath) continue
      if (section.topic) trail.push({ label: section.topic, path: section.path })
      if ((inner || underSubPath) && entry.mainTopic) {
        trail.push({ label: entry.mainTopic, path: entry.path })
      }
      ownLabel = (inner ? inner.topic : underSubPath ? undefined : entry.mainTopic) ?? undefined
      return finish(trail, path, current ?? ownLabel)
    }
  }
  return finish(trail, path, current ?? ownLabel)
}

function finish(trail: Crumb[], path: string, label: string | undefined): Crumb[] {
  // A section's landing page is its own first entry: no crumb links to the page it is on.
  const before = trail.filter((crumb) => crumb.path !== path)
  const unique = before.filter(
    (crumb, index) => before.findIndex((other) => other.path === crumb.path) === index,
  )
  return label ? [...unique, { label }] : unique
}
