/** The enquiry as the core service's API returns it, and the rule for changing its status. */

import type { EnquiryTopic } from '@/lib/enquiries/enquirySchema'
import type { ProductReference } from '@/lib/enquiries/productReference'
import type { Lang } from '@/lib/i18n/lang'

export const ENQUIRY_STATUSES = ['new', 'in_progress', 'closed'] as const
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number]

export interface EnquiryHistoryEntry {
  at: string
  status: EnquiryStatus
  note: string | null
  /** The caller's e-mail, or the client id of a machine caller (the site's server). */
  by: string
}

export interface Enquiry {
  id: string
  receivedAt: string
  lang: Lang
  topic: EnquiryTopic
  name: string
  email: string
  phone: string | null
  company: string | null
  message: string
  /** The product the enquiry is about, as it was when sent; null when it is about none. */
  product: ProductReference | null
  status: EnquiryStatus
  updatedAt: string
  /** Oldest first; the first entry records the enquiry's arrival. */
  history: EnquiryHistoryEntry[]
}

const ALLOWED_TRANSITIONS: Record<EnquiryStatus, readonly EnquiryStatus[]> = {
  new: ['in_progress', 'closed'],
  in_progress: ['closed'],
  closed: ['in_progress'],
}

export function isAllowedTransition(from: EnquiryStatus, to: EnquiryStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to)
}
