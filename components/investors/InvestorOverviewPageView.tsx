import { useTranslation } from '@/lib/i18n/useTranslation'
import { InnerPage } from '@/components/layout/InnerPage'
import { editorSeo } from '@/components/seo/editorSeo'
import type { SiteLayout } from '@/lib/page/getSiteLayout'
import type { InvestorOverviewPage } from '@/lib/investors/investors'
import type { InvestorPageExtras } from '@/lib/investors/investorPageProps'
import type { SharePrice } from '@/lib/marketData/sharePrice'
import { InvestorOverview } from './InvestorOverview'
import { PrintedOn } from './PrintedOn'
import { QuietPeriodNotice } from './QuietPeriodNotice'

type Props = InvestorOverviewPage &
  InvestorPageExtras & { layout: SiteLayout; sharePrice?: SharePrice }

/**
 * The investor overview page: heading, intro, SEO and key figures from the editors' `page`
 * document (our own title and intro while it is not published), then the IR summaries.
 */
export function InvestorOverviewPageView({ layout, page, quietPeriod, ...overview }: Props) {
  const { t } = useTranslation('investors')
  return (
    <InnerPage
      layout={layout}
      title={page?.title ?? t('overview.title')}
      intro={page?.intro ?? t('overview.intro')}
      hero={page?.hero}
      seo={editorSeo(page?.seo)}
    >
      <QuietPeriodNotice period={quietPeriod.current} />
      <PrintedOn siteName={layout.settings.siteName} />
      <div data-print-document>
        <InvestorOverview
          sections={page?.sections ?? []}
          quietPeriods={quietPeriod.periods}
          {...overview}
        />
      </div>
    </InnerPage>
  )
}
