/** The enquiry as the core service's API returns it, and the rule for changing its status. */

import type { EnquiryHistoryEntry, EnquiryStatus, ProductReference } from '@/shared/enquiry'
import type { EnquiryTopic } from '@/shared/enquirySchema'
import type { Lang } from '@/shared/lang'

// The console reads the same statuses and history (shared/enquiry.ts).
export { ENQUIRY_STATUSES, type EnquiryHistoryEntry, type EnquiryStatus } from '@/shared/enquiry'

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
  /**
   * One of the examples the embedded default starts with (exampleEnquiries.ts), not a
   * visitor's: the console says so wherever it shows it.
   */
  isExample: boolean
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
