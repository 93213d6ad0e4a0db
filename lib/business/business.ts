import {
  businessLineBySlugQuery,
  businessLineSlugsQuery,
  businessLinesQuery,
} from '@/cms/queries/business'
import type {
  BusinessLineBySlugQueryResult,
  BusinessLineSlugsQueryResult,
  BusinessLinesQueryResult,
} from '@/cms/sanity.types'
import { formatNumber } from '@/lib/i18n/format'
import {
  dropNullLangMarkers,
  type FallbackLang,
  type OptionalLangMarkers,
} from '@/lib/i18n/fallbackLang'
import type { Lang } from '@/lib/i18n/lang'
import { toSiteImage, type SiteImage } from '@/lib/images/siteImage'
import { documentLoader } from '@/lib/content/documentLoader'
import { fetchContent } from '@/lib/content/fetchContent'
import type { LoadOptions } from '@/lib/content/loadOptions'

type QueriedSummary = BusinessLinesQueryResult[number]

export type BusinessLineSummary = Omit<
  OptionalLangMarkers<QueriedSummary>,
  'cover' | 'categories'
> & {
  cover: SiteImage | null
  categories: (Omit<QueriedSummary['categories'][number], 'icon'> & { icon: SiteImage | null })[]
}

export interface BusinessOverviewPage {
  lines: BusinessLineSummary[]
}

type Queried = NonNullable<BusinessLineBySlugQueryResult>

export type BusinessBrand = Omit<
  OptionalLangMarkers<Queried['brands'][number]>,
  'logo' | 'cover' | 'banner'
> & {
  logo: SiteImage | null
  cover: SiteImage | null
  banner: SiteImage | null
}

export type BusinessCategory = Omit<Queried['categories'][number], 'icon' | 'image'> & {
  icon: SiteImage | null
  image: SiteImage | null
}

export interface BusinessExpert {
  _id: string
  name: string | null
  /** The name's language when it is the other language's (see localizedWithLang). */
  nameLang?: FallbackLang
  position: string | null
  positionLang?: FallbackLang
  photo: SiteImage | null
}

export type BusinessLinePage = Omit<
  OptionalLangMarkers<Queried>,
  'cover' | 'brands' | 'categories' | 'experts' | 'seo'
> & {
  cover: SiteImage | null
  /** The line's brands, the one with the most products (the lead brand) first. */
  brands: BusinessBrand[]
  categories: BusinessCategory[]
  experts: BusinessExpert[]
  seo: { title: string | null; description: string | null; image: SiteImage | null } | null
  // The line at a glance, counted in the page's language (`1,234`) where the page is built: the
  // browser then builds no Intl formatter to hydrate them.
  /** `productCount`, formatted. */
  productCountLabel: string
  /** How many brands, formatted. */
  brandCountLabel: string
  /** How many categories, formatted. */
  categoryCountLabel: string
}

/** The five business lines with their product counts and categories, in their set order. */
export async function getBusinessLines(
  lang: Lang,
  options: LoadOptions = {},
): Promise<BusinessLineSummary[]> {
  const lines = await fetchContent(businessLinesQuery, { lang }, options)
  return lines.map((line) => ({
    ...dropNullLangMarkers(line),
    cover: toSiteImage(line.cover, 'brandBanner'),
    categories: line.categories.map((category) => ({
      ...category,
      icon: toSiteImage(category.icon, 'categoryIcon'),
    })),
  }))
}

/** The /business overview: every business line. */
export async function getBusinessOverviewPage(
  lang: Lang,
  options: LoadOptions = {},
): Promise<BusinessOverviewPage> {
  return { lines: await getBusinessLines(lang, options) }
}

/** The slugs of the business lines' pages, in their set order. */
export function getBusinessLineSlugs(
  options: LoadOptions = {},
): Promise<BusinessLineSlugsQueryResult> {
  return fetchContent(businessLineSlugsQuery, {}, options)
}

/** A business line with its brands, categories and experts, or null for an unknown slug. */
export const getBusinessLinePage = documentLoader(
  businessLineBySlugQuery,
  'slug',
  (line, lang: Lang): BusinessLinePage => ({
    ...dropNullLangMarkers(line),
    productCountLabel: formatNumber(line.productCount, lang),
    brandCountLabel: formatNumber(line.brands.length, lang),
    categoryCountLabel: formatNumber(line.categories.length, lang),
    cover: toSiteImage(line.cover, 'brandBanner'),
    brands: line.brands.map((brand) => ({
      ...dropNullLangMarkers(brand),
      logo: toSiteImage(brand.logo, 'brandLogo'),
      cover: toSiteImage(brand.cover, 'brandCover'),
      banner: toSiteImage(brand.banner, 'brandBanner'),
    })),
    categories: line.categories.map((category) => ({
      ...category,
      icon: toSiteImage(category.icon, 'categoryIcon'),
      image: toSiteImage(category.image, 'categoryImage'),
    })),
    // A reference to a deleted person resolves to null: leave it out.
    experts: (line.experts ?? []).flatMap((expert) =>
      expert
        ? [{ ...dropNullLangMarkers(expert), photo: toSiteImage(expert.photo, 'businessExpert') }]
        : [],
    ),
    seo: line.seo && { ...line.seo, image: toSiteImage(line.seo.image, 'socialShare') },
  }),
  // A preview's heading and intro open their fields in the Studio (lib/content/editMarkers).
  { type: 'businessLine', fields: ['name', 'summary'] },
)
