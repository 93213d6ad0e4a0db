import { SECTION_PATHS, STATIC_ROUTES, pagePath } from '@/lib/routes'
import type { MenuSectionId } from '@/cms/schemas/menuSectionIds'
import type { MenuSections } from '@/lib/page/getSiteLayout'

/** The spec's top menu item: id, name, path, subPath, activePath, exact. Paths have no language prefix. */
export interface TopMenuItem {
  id: MenuSectionId | 'home'
  /** Translation key of the label in the `common` namespace. */
  name: `topMenu.${MenuSectionId | 'home'}`
  path?: string
  subPath?: string
  /** Path prefixes under which the entry is active although it has no page of its own. */
  activePath?: string[]
  exact?: boolean
}

/** The 8 entries of the top menu, in the spec's order. */
export const TOP_MENU: readonly TopMenuItem[] = [
  { id: 'home', name: 'topMenu.home', path: STATIC_ROUTES.home, exact: true },
  { id: 'company', name: 'topMenu.company', activePath: [...SECTION_PATHS.company] },
  {
    id: 'products',
    name: 'topMenu.products',
    path: STATIC_ROUTES.productList,
    // A product's own page: the address of every product, without its slug.
    subPath: pagePath('product', ''),
    activePath: [...SECTION_PATHS.products],
  },
  { id: 'business', name: 'topMenu.business', activePath: [...SECTION_PATHS.business] },
  {
    id: 'sustainability',
    name: 'topMenu.sustainability',
    activePath: [...SECTION_PATHS.sustainability],
  },
  { id: 'investor', name: 'topMenu.investor', activePath: [...SECTION_PATHS.investor] },
  { id: 'publish', name: 'topMenu.publish', activePath: [...SECTION_PATHS.publish] },
  { id: 'contact', name: 'topMenu.contact', path: STATIC_ROUTES.contact },
]

function isUnder(path: string, prefix: string): boolean {
  const base = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix
  return path === base || path.startsWith(`${base}/`)
}

/** Whether `item` is the active entry for a language-free `path`. */
export function isTopMenuItemActive(item: TopMenuItem, path: string): boolean {
  if (item.exact) return path === item.path
  if (item.path !== undefined && path === item.path) return true
  if (item.subPath !== undefined && path.startsWith(item.subPath)) return true
  return (item.activePath ?? []).some((prefix) => isUnder(path, prefix))
}

/**
 * Where a top-menu entry leads without a panel: the page the spec gives it (HOME, PRODUCTS,
 * CONTACT), or the one page of a section that has only one (MEDIA CENTER), so no panel or submenu
 * opens to show a single link. Undefined for a section of several pages: the entry opens its panel.
 */
export function topMenuLinkPath(
  item: TopMenuItem,
  section: MenuSections[number] | undefined,
): string | undefined {
  if (item.path !== undefined) return item.path
  if (!section) return STATIC_ROUTES.home
  const [only, ...others] = section.subMenuList
  if (only && others.length === 0 && (only.innerTopic ?? []).length === 0) return only.path
  return undefined
}
