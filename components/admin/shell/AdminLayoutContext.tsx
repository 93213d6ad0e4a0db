import { useSlotRecipe } from '@chakra-ui/react'
import { createContext, useContext } from 'react'
import {
  DEFAULT_LAYOUT_PREFERENCE,
  type LayoutPreference,
} from '@/lib/admin/preferences/preferences'
import type { SidebarItem } from '@/lib/admin/types'

/** What a layout changes besides styles (those are the `adminShell` recipe's `layout` variant). */
interface LayoutFrame {
  /** Minimal has none: its links sit in the header. */
  hasSidebar: boolean
  /** Buttons and fields inside panels: Staff is compact, Retro boxy. */
  controls: { size: 'sm' | 'md'; height: string; radius: string }
}

const LAYOUT_FRAMES: Record<LayoutPreference, LayoutFrame> = {
  Modern: { hasSidebar: true, controls: { size: 'md', height: '12', radius: 'lg' } },
  Minimal: { hasSidebar: false, controls: { size: 'md', height: '12', radius: 'none' } },
  Retro: { hasSidebar: true, controls: { size: 'md', height: '12', radius: 'none' } },
  Classic: { hasSidebar: true, controls: { size: 'md', height: '10', radius: 'sm' } },
  Staff: { hasSidebar: true, controls: { size: 'sm', height: '9', radius: 'sm' } },
}

/** One layout as the console wears it: its frame, and each part's styles from the recipe. */
export function useLayoutLook(layout: LayoutPreference) {
  const styles = useSlotRecipe({ key: 'adminShell' })({ layout })
  return { layout, styles, ...LAYOUT_FRAMES[layout] }
}

const AdminLayoutContext = createContext<LayoutPreference>(DEFAULT_LAYOUT_PREFERENCE)

export const AdminLayoutProvider = AdminLayoutContext.Provider

/** The layout the console shows, for content that dresses itself to match (`AdminPanel`). */
export function useAdminLayout() {
  return useLayoutLook(useContext(AdminLayoutContext))
}

/** Who is signed in and where: what the shell's header, sidebar and menu drawer show. */
export interface AdminConsole {
  lang: 'th' | 'en'
  /** undefined while the profile loads (placeholders are shown). */
  menu: SidebarItem[] | undefined
  user: { name: string | null; email: string | null }
  /** The `bi` sidebar entry opens this in a new tab; hidden when null. */
  biDashboardUrl: string | null
  /** The language-free current path, e.g. `/admin/enquiries`. */
  activePath: string
}

const AdminConsoleContext = createContext<AdminConsole | null>(null)

export const AdminConsoleProvider = AdminConsoleContext.Provider

export function useAdminConsole(): AdminConsole {
  const value = useContext(AdminConsoleContext)
  if (value === null) throw new Error('useAdminConsole() is for parts of the AdminShell')
  return value
}
