/**
 * The example enquiries a new database of the embedded default starts with (CORE_EXAMPLE_ENQUIRIES,
 * which the launcher turns on only when it starts this service itself), so that a first visit to
 * the console shows what it is for instead of zeros. Each is marked `is_example`, which the
 * console shows as "Example" in the list and on its page.
 *
 * Deterministic: fixed ids and text; the times are fixed distances before the moment the file
 * is created, so the examples read as recent on the day someone first starts the product.
 */

import type { EnquiryHistoryEntry } from '@/shared/enquiry'
import type { Database } from './database'
import { insertEnquiry, recordStatus, type NewEnquiry } from './enquiryRepository'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

/** The site's client id: the examples arrive the way a visitor's enquiry does. */
const SITE_CLIENT = 'siam-harvest-site'

interface ExampleEnquiry {
  enquiry: Omit<NewEnquiry, 'receivedAt'>
  /** How long before the file's creation it arrived. */
  receivedBefore: number
  /** What the team did with it after, each this long after its arrival. */
  changes: (Omit<EnquiryHistoryEntry, 'at'> & { after: number })[]
}

/** Newest first, as the console lists them. */
export const EXAMPLE_ENQUIRIES: readonly ExampleEnquiry[] = [
  {
    enquiry: {
      id: 'e0a1e000-0000-4000-8000-000000000001',
      lang: 'th',
      fields: {
        name: 'วราภรณ์ ศรีสวัสดิ์',
        email: 'waraporn@example.com',
        phone: '081 000 0001',
        company: 'ร้านครัวริมน้ำ',
        topic: 'products',
        message:
          'สนใจสั่งชุดก๋วยเตี๋ยวเรือน้ำตกสำหรับร้านอาหาร 3 สาขา ประมาณเดือนละ 200 ชุด ' +
          'รบกวนส่งใบเสนอราคาและเงื่อนไขการจัดส่งในกรุงเทพฯ ด้วยค่ะ',
      },
      product: { id: 'product-boat-noodle-kit', slug: 'boat-noodle-kit', name: 'ชุดก๋วยเตี๋ยวเรือน้ำตก' },
    },
    receivedBefore: 2 * HOUR,
    changes: [],
  },
  {
    enquiry: {
      id: 'e0a1e000-0000-4000-8000-000000000002',
      lang: 'en',
      fields: {
        name: 'Hannah Clarke',
        email: 'hannah.clarke@example.org',
        company: 'Asia Food Journal',
        topic: 'media',
        message:
          'I am writing a feature on plant-based protein in Southeast Asia and would like a ' +
          'short interview with someone from your product development team next month.',
      },
    },
    receivedBefore: 7 * HOUR,
    changes: [],
  },
  {
    enquiry: {
      id: 'e0a1e000-0000-4000-8000-000000000003',
      lang: 'en',
      fields: {
        name: 'Daniel Reyes',
        email: 'daniel.reyes@example.net',
        phone: '+63 2 8000 0003',
        company: 'Pacific Fresh Imports',
        topic: 'export',
        message:
          'We import frozen foods into Manila and would like to distribute your frozen dim ' +
          'sum. Could you share your export price list, minimum order quantities and the ' +
          'certificates you hold?',
      },
      product: { id: 'product-bbq-pork-buns', slug: 'bbq-pork-buns', name: 'BBQ Pork Buns' },
    },
    receivedBefore: 26 * HOUR,
    changes: [
      {
        after: 3 * HOUR,
        status: 'in_progress',
        note: 'Passed to the export team; price list and certificates to follow.',
        by: 'export@siamharvest.test',
      },
    ],
  },
  {
    enquiry: {
      id: 'e0a1e000-0000-4000-8000-000000000004',
      lang: 'th',
      fields: {
        name: 'นภัสสร วงศ์ไทย',
        email: 'napatsorn@example.com',
        topic: 'sustainability',
        message:
          'กำลังทำรายงานเรื่องบรรจุภัณฑ์ในอุตสาหกรรมอาหาร อยากทราบว่าบริษัทมีแผน' +
          'ลดการใช้พลาสติกในบรรจุภัณฑ์อย่างไรบ้างคะ',
      },
    },
    receivedBefore: 2 * 24 * HOUR,
    changes: [
      {
        after: 5 * HOUR,
        status: 'in_progress',
        note: 'ส่งต่อให้ฝ่ายความยั่งยืนแล้ว',
        by: 'sustainability@siamharvest.test',
      },
    ],
  },
  {
    enquiry: {
      id: 'e0a1e000-0000-4000-8000-000000000005',
      lang: 'th',
      fields: {
        name: 'ประพันธ์ อินทรโชติ',
        email: 'praphan@example.com',
        topic: 'investors',
        message: 'ขอทราบกำหนดการพบนักวิเคราะห์ครั้งถัดไป และช่องทางดูเอกสารนำเสนอย้อนหลังครับ',
      },
    },
    receivedBefore: 4 * 24 * HOUR,
    changes: [
      {
        after: 2 * HOUR,
        status: 'closed',
        note: 'ส่งลิงก์ปฏิทินนักลงทุนสัมพันธ์และเอกสารนำเสนอให้แล้ว',
        by: 'ir@siamharvest.test',
      },
    ],
  },
]

// The site hands an enquiry to the core service a moment after the visitor sends it.
const DELIVERY_DELAY = MINUTE

/** Stores the examples, inside the caller's transaction (the new file's first one). */
export function insertExampleEnquiries(db: Database, now: Date): void {
  for (const { enquiry, receivedBefore, changes } of EXAMPLE_ENQUIRIES) {
    const received = now.getTime() - receivedBefore
    insertEnquiry(
      db,
      { ...enquiry, receivedAt: new Date(received).toISOString() },
      { at: new Date(received + DELIVERY_DELAY).toISOString(), by: SITE_CLIENT, isExample: true },
    )
    for (const { after, ...change } of changes) {
      recordStatus(db, enquiry.id, { ...change, at: new Date(received + after).toISOString() })
    }
  }
}
