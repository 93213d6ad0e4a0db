import { businessLineBySlugQuery, businessLinesQuery } from '@/cms/queries/business'
import type { BusinessLineBySlugQueryResult, BusinessLinesQueryResult } from '@/cms/sanity.types'
import type { Lang } from '@/lib/i18n/lang'
import { toSiteImage, type SiteImage } from '@/lib/images/siteImage'
import { fetchContent } from './fetchContent'
import type { LoadOptions } from './loadOptions'

export type BusinessLineSummary = Omit<BusinessLinesQueryResult[number], 'cover'> & {
  cover: SiteImage | null
}

type Queried = NonNullable<BusinessLineBySlugQueryResult>

export type BusinessLinePage = Omit<
  Queried,
  'cover' | 'brands' | 'categories' | 'experts' | 'seo'
> & {
  cover: SiteImage | null
  brands: (Omit<Queried['brands'][number], 'logo' | 'cover' | 'banner'> & {
    logo: SiteImage | null
    cover: SiteImage | null
    banner: SiteImage | null
  })[]
  categories: (Omit<Queried['categories'][number], 'icon' | 'image'> & {
    icon: SiteImage | null
    image: SiteImage | null
  })[]
  experts: { _id: string; name: string | null; position: string | null; photo: SiteImage | null }[]
  seo: { title: string | null; description: string | null; image: SiteImage | null } | null
}

/** The five business lines with their product counts, in their set order. */
export async function getBusinessLines(
  lang: Lang,
  options: LoadOptions = {},
): Promise<BusinessLineSummary[]> {
  const lines = await fetchContent<BusinessLinesQueryResult>(businessLinesQuery, { lang }, options)
  return lines.map((line) => ({ ...line, cover: toSiteImage(line.cover, 'brandBanner') }))
}

/** A business line with its brands, categories and experts, or null for an unknown slug. */
export async function getBusinessLinePage(
  slug: string,
  lang: Lang,
  options: LoadOptions = {},
): Promise<BusinessLinePage | null> {
  const line = await fetchContent<BusinessLineBySlugQueryResult>(
    businessLineBySlugQuery,
    { slug, lang },
    options,
  )
  if (line === null) return null
  return {
    ...line,
    cover: toSiteImage(line.cover, 'brandBanner'),
    brands: line.brands.map((brand) => ({
      ...brand,
      logo: toSiteImage(brand.logo, 'brandLogo'),
      cover: toSiteImage(brand.cover, 'brandCover'),
      banner: toSiteImage(brand.banner, 'brandBanner'),
    })),
    categories: line.categories.map((category) => ({
      ...category,
      icon: toSiteImage(category.icon, 'categoryIcon'),
      image: toSiteImage(category.image, 'categoryImage'),
    })),
    experts: (line.experts ?? []).map((expert) => ({
      ...expert,
      photo: toSiteImage(expert.photo, 'businessExpert'),
    })),
    seo: line.seo && { ...line.seo, image: toSiteImage(line.seo.image, 'socialShare') },
  }
}
