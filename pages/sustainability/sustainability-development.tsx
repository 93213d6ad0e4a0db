import { ContentPageWithDocumentsView } from '@/components/company/ContentPageWithDocumentsView'
import {
  contentPageWithDocumentsStaticProps,
  type ContentPageWithDocumentsProps,
} from '@/lib/page/contentPageWithDocuments'
import { STATIC_ROUTES } from '@/lib/routes'

export const getStaticProps = contentPageWithDocumentsStaticProps(STATIC_ROUTES.sustainability, [
  'sustainability-report',
])

export default function SustainabilityDevelopmentRoute(props: ContentPageWithDocumentsProps) {
  return <ContentPageWithDocumentsView {...props} />
}
