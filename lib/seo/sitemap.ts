import { ownPage } from '@/cms/lib/documentPath'
import { LANGS } from '@/lib/i18n/lang'
import { STATIC_PATHS, TYPE_RULES } from '@/lib/revalidation/pathRules'
import { absoluteUrl, alternateLinks } from './urls'
import { STATIC_ROUTES } from '@/lib/routes'

export interface SitemapDocument {
  _type: string
  _updatedAt: string
  slug: string | null
  path: string | null
  noIndex: boolean | null
}

export interface SitemapEntry {
  /** Language-free path. */
  path: string
  /** ISO timestamp of the newest change shown on the page. */
  lastmod: string
}

/** Pages that are not public content: never listed. */
const UNLISTED = new Set<string>([STATIC_ROUTES.notFound])

/**
 * Every public page once: the fixed pages of the route table and each document's own page.
 * A page's `lastmod` is the newest change among the documents it shows — itself, the types
 * listed on it (the revalidation rules say which) and the settings and menus on every page.
 */
export function sitemapEntries(
  documents: readonly SitemapDocument[],
  hasPage: (path: string) => boolean = () => true,
): SitemapEntry[] {
  const newest = new Map<string, string>()
  const touch = (path: string, updatedAt: string) => {
    const current = newest.get(path)
    if (current === undefined || updatedAt > current) newest.set(path, updatedAt)
  }
  const hidden = new Set<string>()
  let everywhere = ''

  for (const doc of documents) {
    const rule = TYPE_RULES[doc._type]
    if (rule?.everywhere && doc._updatedAt > everywhere) everywhere = doc._updatedAt
    for (const list of rule?.lists ?? []) touch(list, doc._updatedAt)
    const own = ownPage(doc._type, { slug: doc.slug, path: doc.path })
    if (own === null) continue
    if (doc.noIndex) hidden.add(own)
    else touch(own, doc._updatedAt)
  }

  const paths = new Set<string>([...STATIC_PATHS, ...newest.keys()])
  return [...paths]
    .filter((path) => !UNLISTED.has(path) && !hidden.has(path) && hasPage(path))
    .sort()
    .map((path) => {
      const own = newest.get(path) ?? ''
      return { path, lastmod: (own > everywhere ? own : everywhere) || new Date(0).toISOString() }
    })
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

/** The sitemap protocol's XML, each page in both languages with its alternates. */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) =>
    LANGS.map((lang) => {
      const alternates = alternateLinks(siteUrl, entry.path)
        .map(
          (link) =>
            `    <xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${escapeXml(link.href)}"/>`,
        )
        .join('\n')
      return [
        '  <url>',
        `    <loc>${escapeXml(absoluteUrl(siteUrl, lang, entry.path))}</loc>`,
        `    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`,
        alternates,
        '  </url>',
      ].join('\n')
    }),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: everything public may be crawled; the API, Studio and admin may not. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /studio',
    'Disallow: /admin',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
