/** What the core service answers, as the console uses it (see services/core for the server side). */

export interface LocalizedText {
  th: string
  en: string
}

export type SidebarItemId = 'dashboard' | 'enquiries' | 'bi' | 'playground'

/** One entry of the console's sidebar, as the core service sends it for the signed-in user. */
export interface SidebarItem {
  id: SidebarItemId
  /** A site path without language (`/admin/enquiries`), or `bi` for the BI dashboard link. */
  path: string
  label: LocalizedText
  icon: string
}

/** `GET /profile`. */
export interface Profile {
  email: string
  name: string
  roles: string[]
  companyCode: string
  companyName: LocalizedText
  viewAccess: string[]
  menuSidebar: SidebarItem[]
}

export const ENQUIRY_STATUSES = ['new', 'in_progress', 'closed'] as const
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number]

export interface EnquiryHistoryEntry {
  at: string
  status: EnquiryStatus
  note: string | null
  by: string
}

export interface AdminEnquiry {
  id: string
  receivedAt: string
  lang: 'th' | 'en'
  topic: string
  name: string
  email: string
  phone: string | null
  company: string | null
  message: string
  /**
   * The product the enquiry is about (id, slug, name when sent); null or absent when none
   * (a core service from before products leaves it out).
   */
  product?: { id: string; slug: string; name: string } | null
  status: EnquiryStatus
  updatedAt: string
  history: EnquiryHistoryEntry[]
}

/** `GET /enquiries`. */
export interface EnquiryPage {
  items: AdminEnquiry[]
  total: number
  page: number
  pageSize: number
  counts: Record<EnquiryStatus, number>
}
