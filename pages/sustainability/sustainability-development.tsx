import { ContentPageView } from '@/components/company/ContentPageView'
import { contentPageStaticProps, type ContentPageProps } from '@/lib/page/contentPage'

export const getStaticProps = contentPageStaticProps('/sustainability/sustainability-development')

export default function SustainabilityDevelopmentRoute({ layout, page }: ContentPageProps) {
  return <ContentPageView layout={layout} page={page} />
}
