import { ContentPageView } from '@/components/company/ContentPageView'
import { LeadershipLinks } from '@/components/company/LeadershipLinks'
import { contentPageStaticProps, type ContentPageProps } from '@/lib/page/contentPage'
import { STATIC_ROUTES } from '@/lib/routes'

export const getStaticProps = contentPageStaticProps(STATIC_ROUTES.leadership, ['company'])

// The chairman's and the chief executive's letters side by side on a wide screen: one under the
// other, at a reading measure, they left the right half of the page empty.
export default function LeadershipRoute({ layout, page }: ContentPageProps) {
  return (
    <ContentPageView layout={layout} page={page} hasTextColumns>
      <LeadershipLinks layout={layout} sections={page.sections} />
    </ContentPageView>
  )
}
