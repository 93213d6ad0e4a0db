import { createContext, useContext } from 'react'
import { KeepWhole } from '@/components/common/KeepWhole'
import type { MenuLabelUnits } from '@/lib/page/getSiteLayout'

/** The units of the menu's labels the page's loader found (SiteLayout.menuLabelUnits). */
export const MenuLabelUnitsContext = createContext<MenuLabelUnits>({})

/**
 * A menu label from the content, drawn in the browser too (mega-menus, the mobile drawer): its
 * Thai names and listed compounds kept whole with the units the server found, so a narrow
 * drawer never ends a line inside "นักลงทุนสัมพันธ์".
 */
export function MenuLabel({ children }: { children: string | null | undefined }) {
  const units = useContext(MenuLabelUnitsContext)
  if (!children) return null
  return <KeepWhole units={units[children] ?? []}>{children}</KeepWhole>
}
