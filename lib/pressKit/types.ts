import type { Lang } from '@/lib/i18n/lang'

/** The kit's sections, in the order the press room shows them. */
export const PRESS_KIT_SECTIONS = ['logos', 'factSheet', 'executives', 'products'] as const
export type PressKitSectionKey = (typeof PRESS_KIT_SECTIONS)[number]

/** What a visitor is told of one downloadable file of the kit, in the kit's language. */
export interface PressKitFile {
  /** The file's name in the kit, its ZIP and its address: `logo-golden-farm-dark.png`. */
  name: string
  title: string
  /** `SVG`, `PNG`, `PDF`, `WEBP`, `JPEG`. */
  format: string
  mimeType: string
  /** Pixels, for a picture (an SVG: its drawing's own size); null for a document. */
  width: number | null
  height: number | null
  bytes: number
  /** `1.2 MB`, `1.2 เมกะไบต์`. */
  sizeLabel: string
  credit: string
  licence: string
  licenceUrl: string | null
  href: string
}

export interface PressKitSection {
  key: PressKitSectionKey
  files: PressKitFile[]
}

/** The press kit of one language, as the press room lists it. */
export interface PressKit {
  lang: Lang
  /** A hash of everything the kit is built from: a new one when the content changes. */
  revision: string
  /** The company's name in the kit's language. */
  company: string
  /** Put before a file's name when it is saved (`shf-`: the stock symbol), '' without one. */
  downloadPrefix: string
  sections: PressKitSection[]
  /** Every file and a credits file in one ZIP. */
  zip: { name: string; href: string; bytes: number; sizeLabel: string }
}
