import { ContentPageView } from '@/components/company/ContentPageView'
import { contentPageStaticProps, type ContentPageProps } from '@/lib/page/contentPage'

export const getStaticProps = contentPageStaticProps('/privacy-notice')

export default function PrivacyNoticeRoute({ layout, page }: ContentPageProps) {
  return <ContentPageView layout={layout} page={page} />
}
