import { ContentPageWithDocumentsView } from '@/components/company/ContentPageWithDocumentsView'
import {
  contentPageWithDocumentsStaticProps,
  type ContentPageWithDocumentsProps,
} from '@/lib/page/contentPageWithDocuments'
import { STATIC_ROUTES } from '@/lib/routes'

export const getStaticProps = contentPageWithDocumentsStaticProps(STATIC_ROUTES.governance, [
  'governance-policy',
])

export default function GovernanceRoute(props: ContentPageWithDocumentsProps) {
  return <ContentPageWithDocumentsView {...props} />
}
