import { createContext, useContext } from 'react'
import {
  DEFAULT_LAYOUT_PREFERENCE,
  type LayoutPreference,
} from '@/lib/admin/preferences/preferences'
import { LAYOUT_LOOKS, type LayoutLook } from './layoutLooks'

export interface AdminLayout {
  layout: LayoutPreference
  look: LayoutLook
}

const AdminLayoutContext = createContext<AdminLayout>({
  layout: DEFAULT_LAYOUT_PREFERENCE,
  look: LAYOUT_LOOKS[DEFAULT_LAYOUT_PREFERENCE],
})

export const AdminLayoutProvider = AdminLayoutContext.Provider

/** The layout the console shows, for content that dresses itself to match (`AdminPanel`). */
export function useAdminLayout(): AdminLayout {
  return useContext(AdminLayoutContext)
}
