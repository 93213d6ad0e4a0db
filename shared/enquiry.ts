// An enquiry's parts the site and the core service both read: the console shows what the core
// service stores.

/**
 * The product an enquiry is about, as it was when the enquiry was sent: its document id, its
 * slug (the product page's address) and its name in the enquiry's language. Kept with the
 * enquiry all the way to the core service, so a renamed or removed product still tells the
 * team what the visitor asked about.
 */
export interface ProductReference {
  id: string
  slug: string
  name: string
}

/** Longer than any product name in either language; the core service refuses longer. */
export const PRODUCT_NAME_MAX_LENGTH = 200

/** Where an enquiry is in the team's work, from arrival to answer. */
export const ENQUIRY_STATUSES = ['new', 'in_progress', 'closed'] as const
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number]

/** One change of an enquiry's status, kept oldest first. */
export interface EnquiryHistoryEntry {
  at: string
  status: EnquiryStatus
  note: string | null
  /** The caller's e-mail, or the client id of a machine caller (the site's server). */
  by: string
}
