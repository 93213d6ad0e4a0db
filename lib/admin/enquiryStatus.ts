import type { EnquiryStatus } from './types'

/** The moves the core service allows from each status (it checks them too). */
export const NEXT_STATUSES: Record<EnquiryStatus, readonly EnquiryStatus[]> = {
  new: ['in_progress', 'closed'],
  in_progress: ['closed'],
  closed: ['in_progress'],
}

export function parseStatus(value: unknown): EnquiryStatus | undefined {
  return value === 'new' || value === 'in_progress' || value === 'closed' ? value : undefined
}

/** A page number from the URL: a whole number from 1, else 1. */
export function parsePage(value: unknown): number {
  const page = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : 1
  return page >= 1 ? page : 1
}
