import { DOCUMENT_PAGES } from '@/cms/lib/documentPath'
import { sitemapDocumentsQuery } from '@/cms/queries/sitemap'
import { fetchContent } from '@/lib/content/fetchContent'
import { siteRedirects } from '@/lib/redirects/siteRedirects'
import { builtPages, type HasPage } from '@/lib/revalidation/builtPages'
import { TYPE_RULES } from '@/lib/revalidation/pathRules'
import { sitemapEntries, type SitemapEntry } from './sitemap'

/** This process's redirects (lib/redirects), read once before the first answer. */
async function redirectedAddresses(): Promise<(path: string) => boolean> {
  const redirects = siteRedirects()
  await redirects.ready()
  return (path) => redirects.isRedirected(path)
}

/**
 * The sitemap's pages from the published content, limited to pages this build has and leaving
 * out every address that redirects (a moved page's old one, an editor's redirect): the redirect
 * answers before any page would, so it is no page of the site.
 */
export async function loadSitemapEntries(
  hasPage: HasPage = builtPages(),
  isRedirected?: (path: string) => boolean,
): Promise<SitemapEntry[]> {
  const types = [...new Set([...Object.keys(TYPE_RULES), ...Object.keys(DOCUMENT_PAGES)])]
  const [documents, redirected] = await Promise.all([
    fetchContent(sitemapDocumentsQuery, { types }),
    isRedirected ?? redirectedAddresses(),
  ])
  return sitemapEntries(documents, (path) => hasPage(path) && !redirected(path))
}
