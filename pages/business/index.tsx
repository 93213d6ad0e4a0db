import { useTranslation } from '@/lib/i18n/useTranslation'
import { BusinessLineList } from '@/components/business/BusinessLineList'
import { InnerPage } from '@/components/layout/InnerPage'
import { getBusinessOverviewPage, type BusinessOverviewPage } from '@/lib/business/business'
import { staticPageProps, type PublicPageProps } from '@/lib/page/publicPage'

type Props = PublicPageProps<BusinessOverviewPage>

export const getStaticProps = staticPageProps(['business'], getBusinessOverviewPage)

export default function BusinessRoute({ layout, lines }: Props) {
  const { t } = useTranslation('business')
  // The menu section the editors keep for this part of the site names and introduces it.
  const section = layout.sections.find((entry) => entry.id === 'business')
  return (
    <InnerPage
      layout={layout}
      title={section?.topic || t('overview.title')}
      intro={section?.desc}
      isStatic
    >
      <BusinessLineList lines={lines} />
    </InnerPage>
  )
}
