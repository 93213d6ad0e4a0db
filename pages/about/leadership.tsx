import { ContentPageView } from '@/components/company/ContentPageView'
import { LeadershipLinks } from '@/components/company/LeadershipLinks'
import { contentPageStaticProps, type ContentPageProps } from '@/lib/page/contentPage'

export const getStaticProps = contentPageStaticProps('/about/leadership', ['company'])

export default function LeadershipRoute({ layout, page }: ContentPageProps) {
  return (
    <ContentPageView layout={layout} page={page}>
      <LeadershipLinks layout={layout} sections={page.sections} />
    </ContentPageView>
  )
}
