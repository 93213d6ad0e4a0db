import type { SidebarItem } from '@/lib/admin/types'
import { STATIC_ROUTES } from '@/lib/routes'

/** The `path` the core service gives the business-intelligence entry instead of a site path. */
export const BI_PATH = 'bi'

/** The entries to show: the BI one only when a dashboard address is configured. */
export function visibleSidebarItems(
  menu: readonly SidebarItem[],
  biDashboardUrl: string | null,
): SidebarItem[] {
  return menu.filter((item) => item.path !== BI_PATH || biDashboardUrl !== null)
}

/**
 * Whether an entry is the current page: its own path, or a page under it (an enquiry's detail
 * under the enquiries list). The dashboard `/admin` is the parent of every page, so only its
 * own path counts.
 */
export function isSidebarItemActive(item: SidebarItem, activePath: string): boolean {
  if (item.path === BI_PATH) return false
  if (activePath === item.path) return true
  return item.path !== STATIC_ROUTES.admin && activePath.startsWith(`${item.path}/`)
}
