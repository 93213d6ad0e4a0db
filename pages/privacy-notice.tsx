import { ContentPageView } from '@/components/company/ContentPageView'
import { contentPageStaticProps, type ContentPageProps } from '@/lib/page/contentPage'
import { STATIC_ROUTES } from '@/lib/routes'

export const getStaticProps = contentPageStaticProps(STATIC_ROUTES.privacyNotice)

export default function PrivacyNoticeRoute({ layout, page }: ContentPageProps) {
  return <ContentPageView layout={layout} page={page} />
}
