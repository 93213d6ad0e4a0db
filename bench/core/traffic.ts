/**
 * bench:core's made-up but deterministic traffic (one seed, the same run after run): a modest
 * site's pages, referrers, visitors and vitals, the analytics batch the site's server posts,
 * and visitors' enquiries. Shaped as lib/analytics and the contact form send them.
 */

import type { EnquiryTopic } from '@/shared/enquirySchema'
import type { NewEnquiry } from '../../services/core/enquiryRepository'
import type { AnalyticsEvent } from '../../services/core/siteAnalyticsRequests'

export type Random = () => number

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!

const hex = (random: Random, digits: number) =>
  Array.from({ length: digits }, () => Math.floor(random() * 16).toString(16)).join('')

/** The 300 pages, both languages, as the site's paths look. */
export const PAGES: readonly string[] = (() => {
  const sections = ['products', 'corporate/news', 'investors/news', 'brands', 'careers/jobs']
  const pages = ['/th/home', '/en/home', '/th/contact', '/en/contact']
  for (let index = 0; pages.length < 300; index++) {
    const section = sections[index % sections.length]!
    const slug = `${['jasmine', 'green-curry', 'frozen', 'dim-sum', 'annual'][index % 5]}-${index}`
    pages.push(`/th/${section}/${slug}`, `/en/${section}/${slug}`)
  }
  return pages.slice(0, 300)
})()

/** The referring sites: a few search engines and social sites, then a long tail. */
export const REFERRERS: readonly string[] = [
  'www.google.com',
  'www.google.co.th',
  'www.bing.com',
  'www.facebook.com',
  'line.me',
  'www.linkedin.com',
  ...Array.from({ length: 94 }, (_, index) => `news-${index}.example.co.th`),
]

/** Zipf's law: the i-th most visited page (or referrer) gets a share proportional to 1 / (i + 1). */
export function zipfShares(count: number): number[] {
  const weights = Array.from({ length: count }, (_, index) => 1 / (index + 1))
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  return weights.map((weight) => weight / total)
}

function zipfPicker<T>(items: readonly T[]): (random: Random) => T {
  let sum = 0
  const cumulative = zipfShares(items.length).map((share) => (sum += share))
  return (random) => {
    const at = random()
    const index = cumulative.findIndex((edge) => at <= edge)
    return items[index === -1 ? items.length - 1 : index]!
  }
}

export const popularPage = zipfPicker(PAGES)
export const popularReferrer = zipfPicker(REFERRERS)

/** A visitor as the site's server sends it: a 64-hex-digit digest. */
export const visitorDigest = (random: Random) => hex(random, 64)

/** A measurement as web-vitals reports it (ms for LCP and INP, unitless for CLS). */
export function vitalValue(random: Random, metric: 'LCP' | 'INP' | 'CLS'): number {
  // Skewed towards good values, with a tail past Google's thresholds.
  const skewed = random() ** 2
  if (metric === 'LCP') return Math.round(700 + skewed * 5000)
  if (metric === 'INP') return Math.round(30 + skewed * 600)
  return Math.round(skewed * 400) / 1000
}

/**
 * One `POST /analytics/events` of a busy moment: the site's server sends what arrived in the 2 s
 * after a first event (lib/analytics/analyticsForwarder.ts), on this site one to a few events.
 * Here four page views (one from a returning visitor, two referred) and the LCP, INP and CLS of
 * two pages left earlier: half the visits report their vitals, as in the seed.
 */
export function analyticsBatch(random: Random, returningVisitor: string): AnalyticsEvent[] {
  const views: AnalyticsEvent[] = Array.from({ length: 4 }, (_, index) => ({
    type: 'pageview',
    path: popularPage(random),
    visitor: index === 0 ? returningVisitor : visitorDigest(random),
    referrer: index < 2 ? popularReferrer(random) : null,
  }))
  const vitals: AnalyticsEvent[] = Array.from({ length: 2 }).flatMap(() => {
    const path = popularPage(random)
    return (['LCP', 'INP', 'CLS'] as const).map((metric) => ({
      type: 'vital' as const,
      path,
      metric,
      value: vitalValue(random, metric),
    }))
  })
  return [...views, ...vitals]
}

const THAI_SENTENCES = [
  'สนใจสั่งชุดก๋วยเตี๋ยวเรือสำหรับร้านอาหาร',
  'รบกวนส่งใบเสนอราคาและเงื่อนไขการจัดส่งในกรุงเทพฯ ด้วยค่ะ',
  'อยากทราบว่าสินค้ามีเครื่องหมายฮาลาลหรือไม่',
  'ขอทราบกำหนดการพบนักวิเคราะห์ครั้งถัดไปครับ',
  'ต้องการเป็นตัวแทนจำหน่ายในภาคเหนือ',
  'สินค้าที่ซื้อจากห้างมีปัญหาเรื่องวันหมดอายุ',
]
const ENGLISH_SENTENCES = [
  'We import frozen foods and would like your export price list.',
  'Could you share the minimum order quantities and the certificates you hold?',
  'I am writing a feature on plant-based protein in Southeast Asia.',
  'Please send the dates of your next analyst meeting.',
  'Is the green curry paste available in 1 kg packs for restaurants?',
]
const THAI_NAMES = ['วราภรณ์ ศรีสวัสดิ์', 'นภัสสร วงศ์ไทย', 'ประพันธ์ อินทรโชติ', 'สมชาย ใจดี']
const ENGLISH_NAMES = ['Hannah Clarke', 'Daniel Reyes', 'Aiko Tanaka', 'Ravi Kumar']
const TOPICS: readonly EnquiryTopic[] = ['products', 'export', 'investors', 'media', 'other']

/** A message of 60 to 700 characters, most of them short, as people write them. */
function message(random: Random, sentences: readonly string[]): string {
  const length = 60 + Math.round(random() ** 2 * 640)
  let text = ''
  while (text.length < length) text += `${pick(random, sentences)} `
  return text.trim().slice(0, length)
}

/** A UUID v4's shape, from the seeded generator. */
export const uuid = (random: Random) =>
  `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-a${hex(random, 3)}-${hex(random, 12)}`

/** A visitor's enquiry as the site's outbox hands it over: two in three in Thai. */
export function enquiry(random: Random, receivedAt: string): NewEnquiry {
  const lang = random() < 2 / 3 ? 'th' : 'en'
  const name = pick(random, lang === 'th' ? THAI_NAMES : ENGLISH_NAMES)
  const product = random() < 0.4 ? pick(random, PAGES.slice(4)) : undefined
  const slug = product?.split('/').at(-1)
  return {
    id: uuid(random),
    receivedAt,
    lang,
    fields: {
      name,
      email: `visitor.${hex(random, 6)}@example.com`,
      ...(random() < 0.5 ? { phone: `08${Math.floor(random() * 1e8)}` } : {}),
      ...(random() < 0.4 ? { company: `${pick(random, ENGLISH_NAMES)} Trading Co., Ltd.` } : {}),
      topic: pick(random, TOPICS),
      message: message(random, lang === 'th' ? THAI_SENTENCES : ENGLISH_SENTENCES),
    },
    ...(slug === undefined ? {} : { product: { id: `product-${slug}`, slug, name: slug } }),
  }
}
