import type { ContentPageWithDocumentsProps } from '@/lib/page/contentPageWithDocuments'
import { ContentPageView } from './ContentPageView'
import { PageDocuments } from './PageDocuments'

/** A content page, then the documents it offers for download (governance, sustainability). */
export function ContentPageWithDocumentsView({
  layout,
  page,
  documents,
}: ContentPageWithDocumentsProps) {
  return (
    <ContentPageView layout={layout} page={page}>
      <PageDocuments documents={documents} />
    </ContentPageView>
  )
}
