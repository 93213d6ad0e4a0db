import { ContentPageView } from '@/components/company/ContentPageView'
import { contentPageStaticProps, type ContentPageProps } from '@/lib/page/contentPage'
import { STATIC_ROUTES } from '@/lib/routes'

export const getStaticProps = contentPageStaticProps(STATIC_ROUTES.sustainability)

export default function SustainabilityDevelopmentRoute({ layout, page }: ContentPageProps) {
  return <ContentPageView layout={layout} page={page} />
}
