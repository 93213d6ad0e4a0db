import { ContentPageView } from '@/components/company/ContentPageView'
import { contentPageStaticProps, type ContentPageProps } from '@/lib/page/contentPage'

export const getStaticProps = contentPageStaticProps('/governance')

export default function GovernanceRoute({ layout, page }: ContentPageProps) {
  return <ContentPageView layout={layout} page={page} />
}
