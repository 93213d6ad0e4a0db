import { DOCUMENT_PAGES } from '@/cms/lib/documentPath'
import { sitemapDocumentsQuery } from '@/cms/queries/sitemap'
import { fetchContent } from '@/lib/content/fetchContent'
import { builtPages, type HasPage } from '@/lib/revalidation/builtPages'
import { TYPE_RULES } from '@/lib/revalidation/pathRules'
import { sitemapEntries, type SitemapEntry } from './sitemap'

/** The sitemap's pages from the published content, limited to pages this build has. */
export async function loadSitemapEntries(hasPage: HasPage = builtPages()): Promise<SitemapEntry[]> {
  const types = [...new Set([...Object.keys(TYPE_RULES), ...Object.keys(DOCUMENT_PAGES)])]
  const documents = await fetchContent(sitemapDocumentsQuery, {
    types,
  })
  return sitemapEntries(documents, hasPage)
}
