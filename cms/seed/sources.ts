/**
 * Where the dataset's pictures and documents come from: each openly licensed package the
 * builder draws from, with its licence. The credits page and each asset's credit line are made
 * from this list; a picture kind names the ids it uses (PictureKind.sources).
 */
import { NOTO_SANS_THAI } from './notoSansThai'

export interface Source {
  id: string
  /** The work's name as its authors give it. */
  name: string
  author: string
  /** The npm package the builder reads it from (its version goes into the render cache's key). */
  packageName: string
  /** Where a reader finds the work. */
  url: string
  /** The work's licence as its authors name it (`MIT`, `CC BY 4.0`, `public domain`). */
  /** The licence as its authors name it (the assets' credit lines, in English). */
  licence: string
  /** The licence as the credits page names it to a reader of each language. */
  licenceName: { th: string; en: string }
  licenceUrl: string
  /**
   * The npm package's own licence (its package.json `license`) where it is not written as the
   * work's: a data set repackaged under another licence (Natural Earth's public-domain data in
   * world-atlas, ISC), or the SPDX id of a licence named in full.
   */
  packageLicence?: string
  /** What the site draws with it, for the credits page. */
  usedFor: { th: string; en: string }
}

export const SOURCES: Source[] = [
  // Natural Earth's 1:50 million countries as TopoJSON, from world-atlas
  // (https://github.com/topojson/world-atlas, Mike Bostock): the data public domain, the package ISC.
  {
    id: 'natural-earth',
    name: 'Natural Earth',
    author: 'Natural Earth',
    packageName: 'world-atlas',
    url: 'https://www.naturalearthdata.com/',
    licence: 'public domain',
    licenceName: { th: 'สาธารณสมบัติ', en: 'Public domain' },
    licenceUrl: 'https://www.naturalearthdata.com/about/terms-of-use/',
    packageLicence: 'ISC',
    usedFor: {
      th: 'แผนที่ของสำนักงานและโรงงานแต่ละแห่งในหน้าติดต่อเรา (เส้นขอบประเทศและชายฝั่ง)',
      en: 'The maps of the offices and plants on the contact page (country borders and coastlines)',
    },
  },
  // Microsoft's Fluent Emoji, high-contrast (one-colour line) style, as Iconify JSON
  // (@iconify-json/fluent-emoji-high-contrast).
  {
    id: 'fluent-emoji-high-contrast',
    name: 'Fluent Emoji (high contrast)',
    author: 'Microsoft',
    packageName: '@iconify-json/fluent-emoji-high-contrast',
    url: 'https://github.com/microsoft/fluentui-emoji',
    licence: 'MIT',
    licenceName: { th: 'สัญญาอนุญาต MIT', en: 'MIT License' },
    licenceUrl: 'https://github.com/microsoft/fluentui-emoji/blob/main/LICENSE',
    usedFor: {
      th: 'ภาพลายเส้นของทุกภาพ: ฉลากบรรจุภัณฑ์ อาหารที่จัดเสิร์ฟ วัตถุดิบ หมวดหมู่สินค้า และภาพข่าว',
      en: 'The line drawings of every picture: the pack labels, the dishes served, the ingredients, the product categories and the news',
    },
  },
  // Noto Sans Thai's static weights as Fontsource packages them (Thai and Latin subsets), for the
  // PDFs; the site's own text uses the variable font (siteSources.ts).
  {
    ...NOTO_SANS_THAI,
    id: 'noto-sans-thai-pdf',
    packageName: '@fontsource/noto-sans-thai',
    usedFor: {
      th: 'ตัวอักษรของเอกสารนักลงทุน (งบการเงิน แบบ 56-1 One Report และเอกสารการประชุมผู้ถือหุ้น) ทั้งฉบับภาษาไทยและภาษาอังกฤษ',
      en: "The typeface of the investor documents (financial statements, One Reports and shareholders' meeting papers), Thai and English",
    },
  },
]

/** The source of an id; throws for an id the list does not have. */
export function sourceOf(id: string): Source {
  const source = SOURCES.find((candidate) => candidate.id === id)
  if (!source) throw new Error(`No source "${id}" in cms/seed/sources.ts`)
  return source
}
