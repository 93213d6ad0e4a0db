/**
 * Shapes of the seed content modules (see ../FORMAT.md). Types only, plus two tiny helpers for
 * image specs; the generator expands ids, localised objects, paragraphs, references, image specs
 * and slugs into Sanity documents.
 */

import type { BusinessLineSlug } from '../../schemas/businessLineSlugs'
import type { CashFlowFigures, IncomeFigures, InvestorPdfSpec, PositionFigures } from '../pdf/types'
import type { ImageSizeName } from '../../schemas/imageSizes'
import type { BoardCommittee, CommitteeRole, DirectorCourse } from '../../schemas/officerFacts'

/** A short text or paragraph in Thai and English (localeString / localeText). */
export interface Localized {
  th: string
  en: string
}

/** Rich text as paragraphs per language (localeBlockContent). */
export interface Paragraphs {
  th: string[]
  en: string[]
}

export type Motif =
  | 'chicken'
  | 'pork'
  | 'duck'
  | 'egg'
  | 'plant'
  | 'meal'
  | 'dim-sum'
  | 'meatball'
  | 'sauce'
  | 'sausage'
  | 'restaurant'
  | 'pet'
  | 'person'
  | 'factory'
  | 'farm'
  | 'chart'
  | 'document'
  | 'award'
  | 'map'
  | 'flag'
  | 'logo'
  | 'store'
  | 'handshake'
  | 'leaf'
  | 'community'

export type Tone = 'red' | 'gold' | 'green' | 'blue' | 'brown' | 'gray'

/**
 * An image the generator draws: a motif and alt text in both languages, never words on the
 * picture (see ../FORMAT.md); a flag may give its country's colours.
 */
export interface ImageSpec {
  motif: Motif
  alt: Localized
  tone?: Tone
  flag?: FlagSpec
  /** Drawn by a picture kind of ../pictures (`{ kind: 'packshot', … }`) instead of the motif. */
  picture?: { kind: string; [field: string]: unknown }
}

export type FlagLayout =
  'bands' | 'columns' | 'disc' | 'star' | 'stars' | 'canton' | 'cross' | 'split' | 'hoist' | 'bloom'

/** A country's colours, the field's first, and how the flag-like picture lays them out. */
export interface FlagSpec {
  colours: string[]
  layout: FlagLayout
}

/** An image spec as a member of an image array (galleries). */
export interface GalleryImage extends ImageSpec {
  _key: string
}

export interface Seo {
  title?: Localized
  description?: Localized
  image?: ImageSpec
  noIndex?: boolean
}

/** `YYYY-MM-DD` */
export type IsoDate = `${number}-${number}-${number}`
/** `YYYY-MM-DDTHH:MM:SSZ` (UTC) */
export type IsoDateTime = `${number}-${number}-${number}T${number}:${number}:${number}Z`

export type BusinessLineId = `line-${BusinessLineSlug}`

export type Certification = 'halal' | 'haccp' | 'gmp' | 'brcgs' | 'iso22000' | 'organic' | 'vegan'

// ---------------------------------------------------------------------------------------------
// Documents

export interface SubMenuEntry {
  _key: string
  _type: 'subMenu'
  mainTopic: Localized
  path: string
  subPath?: string
  innerTopic?: { _key: string; _type: 'innerTopic'; topic: Localized; path: string }[]
}

/**
 * A menu section. Its schema has a field named `id` (the top-menu entry), so the document id is
 * given as `_id` here rather than through the `id` shorthand.
 */
export interface MenuSectionDoc {
  _id: string
  _type: 'menuSection'
  id: 'company' | 'products' | 'business' | 'sustainability' | 'investor' | 'publish' | 'contact'
  order: number
  topic: Localized
  path: string
  desc: Localized
  buttonName: Localized
  subMenuList: SubMenuEntry[]
  seo?: Seo
}

export interface OfficeItem {
  _key: string
  _type: 'office'
  name: Localized
  address: Localized
  phone: string
  email: string
  openingHours: Localized
  location: Geopoint
  map: ImageSpec
  isHeadOffice: boolean
}

/** A place in degrees north and east (WGS 84), as Sanity's geopoint field keeps it. */
export interface Geopoint {
  _type: 'geopoint'
  lat: number
  lng: number
}

export interface SiteSettingsDoc {
  id: 'siteSettings'
  _type: 'siteSettings'
  siteName: Localized
  legalName: Localized
  tagline: Localized
  description: Localized
  homeHero?: ImageSpec
  address: Localized
  phone: string
  email: string
  stockSymbol: string
  /** Thai compounds a line must not end inside (lib/typography/lineBreakUnits.ts). */
  lineBreakWords: string[]
  offices: OfficeItem[]
  seo: Seo
}

export interface BusinessLineDoc {
  id: BusinessLineId
  _type: 'businessLine'
  name: Localized
  slug: BusinessLineSlug
  order: number
  summary: Localized
  description: Paragraphs
  cover: ImageSpec
  experts: string[]
  seo?: Seo
}

export interface ProductCategoryDoc {
  id: `category-${string}`
  _type: 'productCategory'
  name: Localized
  slug: string
  businessLine: BusinessLineId
  order: number
  description: Localized
  icon: ImageSpec
  image: ImageSpec
  seo?: Seo
}

export interface BrandDoc {
  id: `brand-${string}`
  _type: 'brand'
  name: Localized
  slug: string
  businessLine: BusinessLineId
  description: Localized
  logo: ImageSpec
  /** The logo's own drawing as an SVG file (see `vectorOf`). */
  logoVector?: VectorSpec
  cover: ImageSpec
  banner: ImageSpec
  website?: `https://${string}`
  seo?: Seo
}

export interface ProductDoc {
  id: `product-${string}`
  _type: 'product'
  name: Localized
  slug: string
  brand: `brand-${string}`
  category: `category-${string}`
  heroImage: ImageSpec
  gallery: GalleryImage[]
  summary: Localized
  description: Paragraphs
  featured: boolean
  launchDate: IsoDate
  packSize: Localized
  storage: Localized
  shelfLife: Localized
  certifications: Certification[]
  countries: `country-${string}`[]
  resellers: `reseller-${string}`[]
  related: `product-${string}`[]
  seo?: Seo
}

export interface CountryDoc {
  id: `country-${string}`
  _type: 'country'
  name: Localized
  slug: string
  code: string
  order: number
  image: ImageSpec
  seo?: Seo
}

export interface ResellerDoc {
  id: `reseller-${string}`
  _type: 'reseller'
  name: Localized
  slug: string
  logo: ImageSpec
  website: `https://${string}`
  countries: `country-${string}`[]
  seo?: Seo
}

export type NewsCategory = 'press-release' | 'activity' | 'sustainability' | 'investor'

export interface NewsDoc {
  id: `news-${string}`
  _type: 'news'
  title: Localized
  slug: string
  publishedAt: IsoDateTime
  category: NewsCategory
  excerpt: Localized
  thumbnail: ImageSpec
  body: Paragraphs
  gallery: GalleryImage[]
  source?: Localized
  seo?: Seo
}

/** Someone the press or investors may write to or call by name (schema: contactPerson). */
export interface ContactPersonDoc {
  id: `contact-${string}`
  _type: 'contactPerson'
  name: Localized
  role: Localized
  desk: 'media' | 'investor'
  email: string
  phone: string
  languages: ('th' | 'en')[]
  order: number
}

export type PersonRole = 'board' | 'executive' | 'expert'

/** A degree as a One Report lists it. */
export interface DegreeFact {
  degree: Localized
  institution: Localized
}

/** A position held outside the company. */
export interface OutsidePositionFact {
  position: Localized
  company: Localized
}

/**
 * The profile a One Report (form 56-1) prints for each director and executive. Committee and
 * course codes are cms/schemas/officerFacts.ts's.
 */
export interface OfficerFacts {
  firstAppointedOn: IsoDate
  /** Only the age it gives is published (cms/schemas/officerFacts.ts, ageOn). */
  birthDate: IsoDate
  education: DegreeFact[]
  directorTraining: { course: DirectorCourse; year: number }[]
  /** Including the spouse and minor children. */
  shareholding: { shares: number; percentage: number; asOf: IsoDate }
  listedCompanyPositions: OutsidePositionFact[]
  otherPositions: OutsidePositionFact[]
  committees: { committee: BoardCommittee; role: CommitteeRole }[]
  familyRelationship: Localized
}

export interface PersonDoc extends Partial<OfficerFacts> {
  id: `person-${string}`
  _type: 'person'
  name: Localized
  slug: string
  roles: PersonRole[]
  position: Localized
  order: number
  /** A real photograph only: no drawn faces (docs/decisions.md). */
  photo?: ImageSpec
  profile: Localized
  appointedOn: IsoDate
  seo?: Seo
}

/** A director or an executive: a person with every One Report fact. */
export type OfficerDoc = PersonDoc & OfficerFacts

export interface MilestoneDoc {
  id: `milestone-${number}`
  _type: 'milestone'
  year: number
  title: Localized
  description: Localized
  image?: ImageSpec
  seo?: Seo
}

export interface AwardDoc {
  id: `award-${string}`
  _type: 'award'
  title: Localized
  year: number
  issuer: Localized
  description: Localized
  image?: ImageSpec
  seo?: Seo
}

export type InvestorDocumentCategory =
  | 'financial-statement'
  | 'one-report'
  | 'meeting-notice'
  | 'meeting-minutes'
  | 'meeting-form'
  | 'sustainability-report'
  | 'governance-policy'

export interface InvestorDocumentDoc {
  id: `investorDocument-${string}`
  _type: 'investorDocument'
  title: Localized
  category: InvestorDocumentCategory
  year: number
  quarter?: 1 | 2 | 3 | 4
  publishedAt: IsoDate
  /** The PDF in each language, drawn from its spec (cms/seed/pdf/types.ts). */
  file: { th: InvestorPdfSpec; en: InvestorPdfSpec }
  seo?: Seo
}

export interface DividendDoc {
  id: `dividend-${string}`
  _type: 'dividend'
  fiscalYear: number
  type: 'interim' | 'annual' | 'special'
  amountPerShare: number
  xdDate: IsoDate
  recordDate: IsoDate
  paymentDate: IsoDate
  seo?: Seo
}

/** A quarter's statements, THB million (cms/schemas/documents/financialQuarter.ts). */
export interface FinancialQuarterDoc {
  id: `financialQuarter-${number}-q${1 | 2 | 3 | 4}`
  _type: 'financialQuarter'
  fiscalYear: number
  quarter: 1 | 2 | 3 | 4
  income: IncomeFigures
  position: PositionFigures
  cashFlow: CashFlowFigures
}

export interface FinancialYearDoc {
  id: `financialYear-${number}`
  _type: 'financialYear'
  fiscalYear: number
  /** THB million. */
  revenue: number
  grossProfit: number
  ebitda: number
  netProfit: number
  /** Baht a share. */
  eps: number
  /** THB million. */
  totalAssets: number
  totalLiabilities: number
  equity: number
  /** Baht a share: the year's dividends added up. */
  dividendPerShare: number
}

export interface ShareholderDoc {
  id: `shareholder-${string}`
  _type: 'shareholder'
  name: Localized
  shares: number
  percentage: number
  asOf: IsoDate
  order: number
  seo?: Seo
}

export type IrEventType = 'xd' | 'record' | 'agm' | 'payment' | 'results' | 'opportunity-day'

export interface IrEventDoc {
  id: `irEvent-${string}`
  _type: 'irEvent'
  title: Localized
  type: IrEventType
  date: IsoDate
  description?: Localized
  location?: Localized
  seo?: Seo
}

// Page sections

export interface TextSection {
  _key: string
  _type: 'textSection'
  heading?: Localized
  body: Paragraphs
}

export interface ImageTextSection {
  _key: string
  _type: 'imageTextSection'
  heading: Localized
  body: Paragraphs
  image: ImageSpec
  imagePosition: 'start' | 'end'
}

export interface StatsSection {
  _key: string
  _type: 'statsSection'
  heading?: Localized
  items: { _key: string; _type: 'stat'; value: string; label: Localized }[]
}

export interface ValuesSection {
  _key: string
  _type: 'valuesSection'
  heading: Localized
  intro?: Localized
  items: { _key: string; _type: 'statement'; title: Localized; text: Localized }[]
}

export interface CtaSection {
  _key: string
  _type: 'ctaSection'
  heading: Localized
  text?: Localized
  buttonLabel: Localized
  path: string
}

export type PageSection = TextSection | ImageTextSection | StatsSection | ValuesSection | CtaSection

export interface PageDoc {
  id: `page-${string}`
  _type: 'page'
  title: Localized
  path: string
  area: 'company' | 'sustainability' | 'legal' | 'investors'
  intro: Localized
  hero?: ImageSpec
  sections: PageSection[]
  seo?: Seo
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** An image spec. */
/**
 * A file field holding, as an SVG, the very drawing an image field of the same document shows:
 * `field` names that image field (its place is the drawing's seed), `size` its size.
 */
export interface VectorSpec {
  vectorOf: { field: string; image: ImageSpec; size: ImageSizeName }
}

/** The SVG of a document's image field `field` (drawn from `image`, at `size`). */
export function vectorOf(field: string, image: ImageSpec, size: ImageSizeName): VectorSpec {
  return { vectorOf: { field, image, size } }
}

export function image(motif: Motif, th: string, en: string, tone?: Tone): ImageSpec {
  return tone ? { motif, alt: { th, en }, tone } : { motif, alt: { th, en } }
}

/** An image spec in a gallery, with its array key. */
export function galleryImage(
  key: string,
  motif: Motif,
  th: string,
  en: string,
  tone?: Tone,
): GalleryImage {
  return { _key: key, ...image(motif, th, en, tone) }
}
