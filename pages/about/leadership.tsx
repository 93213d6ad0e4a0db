import { ContentPageView } from '@/components/company/ContentPageView'
import { LeadershipLinks } from '@/components/company/LeadershipLinks'
import { contentPageStaticProps, type ContentPageProps } from '@/lib/page/contentPage'
import { STATIC_ROUTES } from '@/lib/routes'

export const getStaticProps = contentPageStaticProps(STATIC_ROUTES.leadership, ['company'])

export default function LeadershipRoute({ layout, page }: ContentPageProps) {
  return (
    <ContentPageView layout={layout} page={page}>
      <LeadershipLinks layout={layout} sections={page.sections} />
    </ContentPageView>
  )
}
