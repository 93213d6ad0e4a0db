/**
 * Where the dataset's pictures and documents come from: each openly licensed package the
 * builder draws from, with its licence. The credits page and each asset's credit line are made
 * from this list; a picture kind names the ids it uses (PictureKind.sources).
 */
export interface Source {
  id: string
  /** The work's name as its authors give it. */
  name: string
  author: string
  /** The npm package the builder reads it from (its version goes into the render cache's key). */
  packageName: string
  /** Where a reader finds the work. */
  url: string
  licence: string
  licenceUrl: string
  /** What the site draws with it, for the credits page. */
  usedFor: { th: string; en: string }
}

export const SOURCES: Source[] = [
  {
    id: 'dicebear',
    name: 'DiceBear',
    author: 'Florian Körner and contributors',
    packageName: '@dicebear/core',
    url: 'https://www.dicebear.com/',
    licence: 'MIT',
    licenceUrl: 'https://opensource.org/license/mit',
    usedFor: {
      th: 'ภาพบุคคลของคณะกรรมการ ผู้บริหาร และผู้เชี่ยวชาญ (ชุดเครื่องมือสร้างภาพ)',
      en: 'Portraits of the board, executives and experts (the avatar toolkit)',
    },
  },
  {
    id: 'avataaars',
    name: 'Avataaars',
    author: 'Pablo Stanley',
    packageName: '@dicebear/avataaars',
    url: 'https://avataaars.com/',
    licence: 'Free for personal and commercial use',
    licenceUrl: 'https://avataaars.com/',
    usedFor: {
      th: 'ภาพบุคคลของคณะกรรมการ ผู้บริหาร และผู้เชี่ยวชาญ (ลายเส้นใบหน้า ทรงผม และเสื้อผ้า)',
      en: 'Portraits of the board, executives and experts (faces, hair and clothes)',
    },
  },
  // Microsoft's Fluent Emoji, flat style, as Iconify JSON (@iconify-json/fluent-emoji-flat).
  {
    id: 'fluent-emoji-flat',
    name: 'Fluent Emoji (flat)',
    author: 'Microsoft',
    packageName: '@iconify-json/fluent-emoji-flat',
    url: 'https://github.com/microsoft/fluentui-emoji',
    licence: 'MIT',
    licenceUrl: 'https://github.com/microsoft/fluentui-emoji/blob/main/LICENSE',
    usedFor: {
      th: 'ภาพสินค้า: สิ่งที่อยู่ในบรรจุภัณฑ์ อาหารที่จัดเสิร์ฟ และวัตถุดิบ',
      en: 'Product pictures: what is in each pack, the dishes served and the ingredients',
    },
  },
  // Noto Sans Thai's static weights as Fontsource packages them (Thai and Latin subsets), for the
  // PDFs.
  {
    id: 'noto-sans-thai-pdf',
    name: 'Noto Sans Thai',
    author: 'The Noto Project Authors',
    packageName: '@fontsource/noto-sans-thai',
    url: 'https://fonts.google.com/noto/specimen/Noto+Sans+Thai',
    licence: 'SIL Open Font License 1.1',
    licenceUrl: 'https://openfontlicense.org/open-font-license-official-text/',
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
