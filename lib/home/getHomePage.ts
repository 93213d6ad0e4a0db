import { homePageQuery } from '@/cms/queries/home'
import type { HomePageQueryResult } from '@/cms/sanity.types'
import { formatBaht, formatDate, formatFileSize, formatYear } from '@/lib/i18n/format'
import { dropNullLangMarkers, type OptionalLangMarkers } from '@/lib/i18n/fallbackLang'
import type { Lang } from '@/lib/i18n/lang'
import { toSiteImage, type SiteImage } from '@/lib/images/siteImage'
import { fetchContent } from '@/lib/content/fetchContent'
import type { LoadOptions } from '@/lib/content/loadOptions'
import { toNewsCard, type NewsCard } from '@/lib/news/news'
import {
  getProductFacets,
  toProductCard,
  type ProductCard,
  type ProductFacets,
} from '@/lib/catalogue/productList'
import { todayInBangkok } from '@/lib/content/today'
import { path } from '@/lib/routes'

/**
 * The eight lines of business the company presents itself by (spec point 1), in its order:
 * each is a product category or a whole business line of the content, and opens the catalogue
 * filtered to it. Together they cover the whole catalogue, each product once: the plant-based
 * tile is the non-meat line, whose sauces and chilli pastes no other tile holds.
 */
export const HOME_BUSINESS_TILES = [
  { key: 'poultry', category: 'chicken' },
  { key: 'pork', category: 'pork' },
  { key: 'duck', category: 'duck' },
  { key: 'eggs', category: 'eggs' },
  { key: 'plantBased', line: 'non-meat-product' },
  { key: 'processedFood', line: 'processed-food' },
  { key: 'restaurants', line: 'restaurant' },
  { key: 'petSnacks', category: 'pet-snacks' },
] as const satisfies readonly ({ key: string } & ({ category: string } | { line: string }))[]

export interface BusinessTile {
  key: (typeof HOME_BUSINESS_TILES)[number]['key']
  name: string
  image: SiteImage | null
  productCount: number
  /** The catalogue filtered to this line of business (language-free). */
  href: string
}

type Queried = HomePageQueryResult

// The investor highlight's facts with their display text, formatted where the page is built
// (the browser then builds no Intl formatter to hydrate them). The raw values stay.
export type HomeDividend = NonNullable<Queried['latestDividend']> & {
  /** `THB 0.45`, `฿0.45`. */
  amountPerShareLabel: string
  /** The fiscal year in the reader's era: `2026`, `2569`. */
  fiscalYearLabel: string
  paymentDateLabel: string
}
export type HomeIrEvent = OptionalLangMarkers<NonNullable<Queried['nextEvent']>> & {
  dateLabel: string
}
export type HomeReport = OptionalLangMarkers<NonNullable<Queried['latestReport']>> & {
  /** The file's size: `1.2 MB`, `1.2 เมกะไบต์`. */
  fileSizeLabel: string
}

export interface HomePage {
  /** The wide illustration of the hero (1440×400), if the settings have one. */
  heroIllustration: SiteImage | null
  businessTiles: BusinessTile[]
  featuredProducts: ProductCard[]
  latestNews: NewsCard[]
  investor: {
    latestDividend: HomeDividend | null
    nextEvent: HomeIrEvent | null
    latestReport: HomeReport | null
  }
}

// A tile's count is the catalogue's own facet count for its filter: the list the tile opens
// says the same number, and the tiles add up to the catalogue's total.
function toBusinessTiles(result: Queried, facets: ProductFacets): BusinessTile[] {
  return HOME_BUSINESS_TILES.flatMap((tile): BusinessTile[] => {
    const found =
      'category' in tile
        ? result.categories.find((category) => category.slug === tile.category)
        : result.lines.find((line) => line.slug === tile.line)
    // A category an editor removed simply drops out; the rest of the page still renders.
    if (!found?.name) return []
    const href =
      'category' in tile
        ? path('productList', { category: tile.category })
        : path('productList', { line: tile.line })
    return [
      {
        key: tile.key,
        name: found.name,
        image: toSiteImage(found.image, 'categoryImage'),
        productCount: countOf(facets, tile),
        href,
      },
    ]
  })
}

function countOf(facets: ProductFacets, tile: (typeof HOME_BUSINESS_TILES)[number]): number {
  const [facet, value] =
    'category' in tile ? (['category', tile.category] as const) : (['line', tile.line] as const)
  return facets[facet].find((option) => option.value === value)?.count ?? 0
}

function toInvestorHighlight(home: Queried, lang: Lang): HomePage['investor'] {
  const { latestDividend: dividend, nextEvent: event, latestReport: report } = home
  // The `?.` and `??` are for drafts in preview, which may lack fields the schema requires.
  return {
    latestDividend: dividend && {
      ...dividend,
      amountPerShareLabel: formatBaht(dividend.amountPerShare ?? 0, lang),
      fiscalYearLabel: formatYear(dividend.fiscalYear ?? 0, lang),
      paymentDateLabel: formatDate(dividend.paymentDate, lang),
    },
    nextEvent: event && { ...dropNullLangMarkers(event), dateLabel: formatDate(event.date, lang) },
    latestReport: report && {
      ...dropNullLangMarkers(report),
      fileSizeLabel: formatFileSize(report.file?.size ?? 0, lang),
    },
  }
}

/** Everything the home page shows besides the shell, in one language. */
export async function getHomePage(lang: Lang, options: LoadOptions = {}): Promise<HomePage> {
  const params = {
    lang,
    today: todayInBangkok(),
    categorySlugs: HOME_BUSINESS_TILES.flatMap((tile) =>
      'category' in tile ? [tile.category] : [],
    ),
    lineSlugs: HOME_BUSINESS_TILES.flatMap((tile) => ('line' in tile ? [tile.line] : [])),
  }
  const [home, facets] = await Promise.all([
    fetchContent(homePageQuery, params, options),
    getProductFacets(lang, {}, options),
  ])
  return {
    heroIllustration: toSiteImage(home.hero, 'pageHero'),
    businessTiles: toBusinessTiles(home, facets),
    featuredProducts: home.featuredProducts.map(toProductCard),
    latestNews: home.latestNews.map((card) => toNewsCard(card, lang)),
    investor: toInvestorHighlight(home, lang),
  }
}
