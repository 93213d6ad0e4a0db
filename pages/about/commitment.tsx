import { ContentPageView } from '@/components/company/ContentPageView'
import { contentPageStaticProps, type ContentPageProps } from '@/lib/page/contentPage'

export const getStaticProps = contentPageStaticProps('/about/commitment')

export default function CommitmentRoute({ layout, page }: ContentPageProps) {
  return <ContentPageView layout={layout} page={page} />
}
