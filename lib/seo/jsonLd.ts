import type { Lang } from '@/lib/i18n/lang'
import { INTL_LOCALE } from '@/lib/i18n/lang'
import type { Crumb } from '@/lib/navigation/breadcrumbs'
import { absoluteUrl, absolutize } from './urls'
import { STATIC_ROUTES } from '@/lib/routes'

// schema.org structured data. Every function returns a plain object; `serializeJsonLd` writes
// it into a <script> safely.

export type JsonLd = Record<string, unknown>

export interface OrganizationFacts {
  name: string
  legalName?: string | null
  description?: string | null
  phone?: string | null
  email?: string | null
  address?: string | null
  stockSymbol?: string | null
}

export function organizationJsonLd(siteUrl: string, lang: Lang, org: OrganizationFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: org.name,
    ...(org.legalName ? { legalName: org.legalName } : {}),
    url: absoluteUrl(siteUrl, lang, STATIC_ROUTES.home),
    logo: `${siteUrl}/logo.png`,
    ...(org.description ? { description: org.description } : {}),
    ...(org.address ? { address: org.address } : {}),
    ...(org.stockSymbol ? { tickerSymbol: `SET:${org.stockSymbol}` } : {}),
    ...(org.phone || org.email
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            ...(org.phone ? { telephone: org.phone } : {}),
            ...(org.email ? { email: org.email } : {}),
            availableLanguage: ['th', 'en'],
          },
        }
      : {}),
  }
}

/** The visible breadcrumbs as a `BreadcrumbList`; the last crumb is the page itself. */
export function breadcrumbListJsonLd(
  siteUrl: string,
  lang: Lang,
  crumbs: readonly Crumb[],
  currentPath: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(siteUrl, lang, crumb.path ?? currentPath),
    })),
  }
}

export interface ArticleFacts {
  headline: string
  description?: string | null
  path: string
  publishedAt: string
  modifiedAt?: string | null
  images: readonly string[]
  publisher: string
}

export function newsArticleJsonLd(siteUrl: string, lang: Lang, article: ArticleFacts): JsonLd {
  const url = absoluteUrl(siteUrl, lang, article.path)
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    // Google shows at most 110 characters of a headline.
    headline: article.headline.slice(0, 110),
    ...(article.description ? { description: article.description } : {}),
    inLanguage: INTL_LOCALE[lang],
    datePublished: article.publishedAt,
    dateModified: article.modifiedAt ?? article.publishedAt,
    image: article.images.map((image) => absolutize(siteUrl, image)),
    author: { '@type': 'Organization', name: article.publisher, url: `${siteUrl}/` },
    publisher: {
      '@id': `${siteUrl}/#organization`,
      '@type': 'Organization',
      name: article.publisher,
      logo: { '@type': 'ImageObject', url: `${siteUrl}/logo.png` },
    },
  }
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so text from the CMS can
 * never close the script element.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
