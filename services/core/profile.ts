/** GET /profile: who the caller is, the company, and the console's sidebar for their roles. */

import type { Caller } from './auth'
import type { CoreConfig } from './config'

export const VIEW_IDS = ['dashboard', 'enquiries', 'site', 'alerts', 'bi', 'playground'] as const
export type ViewId = (typeof VIEW_IDS)[number]

export interface SidebarItem {
  id: ViewId
  /** A site path without the language prefix; `bi` stands for BI_DASHBOARD_URL (the console's). */
  path: string
  label: { th: string; en: string }
  /** A name the console maps to one of its icons. */
  icon: string
}

export interface Profile {
  email: string | null
  name: string | null
  roles: string[]
  companyCode: string
  companyName: { th: string; en: string }
  viewAccess: ViewId[]
  menuSidebar: SidebarItem[]
}

const SIDEBAR: readonly SidebarItem[] = [
  { id: 'dashboard', path: '/admin', label: { th: 'แดชบอร์ด', en: 'Dashboard' }, icon: 'dashboard' },
  {
    id: 'enquiries',
    path: '/admin/enquiries',
    label: { th: 'ข้อความติดต่อ', en: 'Enquiries' },
    icon: 'inbox',
  },
  // The site's own analytics: views, referring sites and field vitals (siteAnalytics*.ts).
  { id: 'site', path: '/admin/site', label: { th: 'เว็บไซต์', en: 'Site' }, icon: 'chart' },
  // E-mail alerts: subscribers, announcements, PDPA requests and the outbox (alert*.ts).
  {
    id: 'alerts',
    path: '/admin/alerts',
    label: { th: 'แจ้งเตือนทางอีเมล', en: 'Alerts' },
    icon: 'mail',
  },
  // Short enough for one line of the sidebar, beside its icon and the new-tab mark.
  { id: 'bi', path: 'bi', label: { th: 'แดชบอร์ด BI', en: 'BI dashboard' }, icon: 'chart' },
  {
    id: 'playground',
    path: '/admin/playground',
    label: { th: 'สนามทดลอง', en: 'Playground' },
    icon: 'flask',
  },
]

/** The views each role opens; today only the admin role opens any. */
function viewAccess(roles: readonly string[], adminRole: string): ViewId[] {
  return roles.includes(adminRole) ? [...VIEW_IDS] : []
}

export function buildProfile(caller: Caller, config: CoreConfig): Profile {
  const views = viewAccess(caller.roles, config.adminRole)
  return {
    email: caller.email,
    name: caller.name,
    roles: caller.roles,
    companyCode: config.businessUnit,
    companyName: config.companyName,
    viewAccess: views,
    menuSidebar: SIDEBAR.filter((item) => views.includes(item.id)),
  }
}
