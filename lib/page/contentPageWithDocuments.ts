import type { GetStaticProps } from 'next'
import {
  getInvestorDocuments,
  type InvestorDocument,
  type InvestorDocumentCategory,
} from '@/lib/investors/investors'
import { getContentPage, type ContentPage } from './contentPage'
import { staticPageProps, type PublicPageProps } from './publicPage'

export type ContentPageWithDocumentsProps = PublicPageProps<{
  page: ContentPage
  documents: InvestorDocument[]
}>

/**
 * `getStaticProps` of a content page that also offers documents to download (the governance
 * page its charters and policies, the sustainability page its report): the page, and the
 * documents of `categories`, newest first. Their rows take the investor pages' strings.
 */
export function contentPageWithDocumentsStaticProps(
  path: string,
  categories: readonly InvestorDocumentCategory[],
): GetStaticProps<ContentPageWithDocumentsProps> {
  return staticPageProps(['investors'], async (lang, options) => {
    const [page, { documents }] = await Promise.all([
      getContentPage(path, lang, options),
      getInvestorDocuments(categories, lang, null, options),
    ])
    return page && { page, documents }
  })
}
