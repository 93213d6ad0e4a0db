import { SITE_SOURCES } from '../siteSources'
import { SOURCES, type Source } from '../sources'
import type { Localized } from './types'

/** A work the credits page lists (creditSource). */
export interface CreditSourceItem {
  _key: string
  _type: 'creditSource'
  sourceId: string
  name: string
  author: string
  url: string
  usedFor: Localized
  licence: string
  licenceName: Localized
  licenceUrl: string
}

export interface CreditsDoc {
  id: 'credits'
  _type: 'credits'
  title: Localized
  intro: Localized
  sources: CreditSourceItem[]
}

/** A work as readers tell it apart: two packages of one typeface are one work. */
const workOf = (source: Source) => source.name

/** The next use of a work, continuing the first one's sentence. */
const continued = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

/**
 * One entry per work: the dataset's sources (cms/seed/sources.ts), then the site's own
 * (its web font). A work both use, such as a typeface, is one entry naming both uses, under
 * the dataset source's id (the one its assets name).
 */
function creditEntries(): CreditSourceItem[] {
  const entries = new Map<string, CreditSourceItem>()
  for (const source of [...SOURCES, ...SITE_SOURCES]) {
    const entry = entries.get(workOf(source))
    if (entry) {
      entry.usedFor = {
        th: `${entry.usedFor.th} และ${source.usedFor.th}`,
        en: `${entry.usedFor.en}; ${continued(source.usedFor.en)}`,
      }
    } else entries.set(workOf(source), creditEntry(source))
  }
  return [...entries.values()]
}

const creditEntry = (source: Source): CreditSourceItem => ({
  _key: source.id,
  _type: 'creditSource',
  sourceId: source.id,
  name: source.name,
  author: source.author,
  url: source.url,
  usedFor: { ...source.usedFor },
  licence: source.licence,
  licenceName: { ...source.licenceName },
  licenceUrl: source.licenceUrl,
})

/** The credits page: its words, and its list written from the sources the builder draws from. */
export const credits: CreditsDoc[] = [
  {
    id: 'credits',
    _type: 'credits',
    title: { th: 'เครดิตภาพและแหล่งที่มา', en: 'Image credits and sources' },
    intro: {
      th: 'ภาพบนเว็บไซต์นี้วาดขึ้นสำหรับสยามฮาร์เวสต์ ฟู้ดส์ บางภาพประกอบขึ้นจากผลงานที่ผู้สร้างเผยแพร่ภายใต้สัญญาอนุญาตแบบเปิดตามรายการด้านล่าง เราใช้แต่ละผลงานตามสัญญาอนุญาตที่ผู้สร้างเลือก และขอขอบคุณผู้สร้างทุกท่าน',
      en: 'The pictures on this site are drawn for Siam Harvest Foods; some are made from the openly licensed works listed below. We use each under the licence its authors chose, with our thanks to them.',
    },
    sources: creditEntries(),
  },
]
