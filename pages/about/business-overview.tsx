import { ContentPageView } from '@/components/company/ContentPageView'
import { contentPageStaticProps, type ContentPageProps } from '@/lib/page/contentPage'

export const getStaticProps = contentPageStaticProps('/about/business-overview')

export default function BusinessOverviewRoute({ layout, page }: ContentPageProps) {
  return <ContentPageView layout={layout} page={page} />
}
