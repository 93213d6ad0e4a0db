import { ContentPageView } from '@/components/company/ContentPageView'
import { PageDocuments } from '@/components/company/PageDocuments'
import {
  contentPageWithDocumentsStaticProps,
  type ContentPageWithDocumentsProps,
} from '@/lib/page/contentPageWithDocuments'
import { STATIC_ROUTES } from '@/lib/routes'

export const getStaticProps = contentPageWithDocumentsStaticProps(STATIC_ROUTES.governance, [
  'governance-policy',
])

export default function GovernanceRoute({
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
