import { useTranslation } from '@/lib/i18n/useTranslation'
import { BusinessLineList } from '@/components/business/BusinessLineList'
import { InnerPage } from '@/components/layout/InnerPage'
import { getBusinessOverviewPage, type BusinessOverviewPage } from '@/lib/business/business'
import { staticPageProps, type PublicPageProps } from '@/lib/page/publicPage'
import { STATIC_ROUTES } from '@/lib/routes'

type Props = PublicPageProps<BusinessOverviewPage>

export const getStaticProps = staticPageProps(['business'], getBusinessOverviewPage)

export default function BusinessRoute({ layout, lines }: Props) {
  const { t } = useTranslation('business')
  // The menu section the editors keep for this part of the site introduces it; its entry for
  // this page names it, as the menu that leads here does.
  const section = layout.sections.find((entry) => entry.id === 'business')
  const entry = section?.subMenuList.find((item) => item.path === STATIC_ROUTES.business)
  return (
    <InnerPage
      layout={layout}
      title={entry?.mainTopic || t('overview.title')}
      intro={section?.desc}
      isStatic
    >
      <BusinessLineList lines={lines} />
    </InnerPage>
  )
}
