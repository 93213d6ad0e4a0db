/** What the core service answers, as the console uses it (see services/core for the server side). */

import type { EnquiryHistoryEntry, EnquiryStatus } from '@/shared/enquiry'

export interface LocalizedText {
  th: string
  en: string
}

export type SidebarItemId = 'dashboard' | 'enquiries' | 'site' | 'alerts' | 'bi' | 'playground'

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

// The statuses and the history are the core service's own (shared/enquiry.ts).
export { ENQUIRY_STATUSES, type EnquiryHistoryEntry, type EnquiryStatus } from '@/shared/enquiry'

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
  /**
   * One of the examples the embedded core service starts with, not a visitor's; absent from a
   * core service without examples.
   */
  isExample?: boolean
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
