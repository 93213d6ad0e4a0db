import { useTranslation } from '@/lib/i18n/useTranslation'
import { InnerPage } from '@/components/layout/InnerPage'
import { editorSeo } from '@/components/seo/editorSeo'
import type { SiteLayout } from '@/lib/page/getSiteLayout'
import type { InvestorOverviewPage } from '@/lib/investors/investors'
import { InvestorOverview } from './InvestorOverview'
import { PrintedOn } from './PrintedOn'

type Props = InvestorOverviewPage & { layout: SiteLayout }

/**
 * The investor overview page: heading, intro, SEO and key figures from the editors' `page`
 * document (our own title and intro while it is not published), then the IR summaries.
 */
export function InvestorOverviewPageView({ layout, page, ...overview }: Props) {
  const { t } = useTranslation('investors')
  return (
    <InnerPage
      layout={layout}
      title={page?.title ?? t('overview.title')}
      intro={page?.intro ?? t('overview.intro')}
      hero={page?.hero}
      seo={editorSeo(page?.seo)}
    >
      <PrintedOn siteName={layout.settings.siteName} />
      <div data-print-document>
        <InvestorOverview sections={page?.sections ?? []} {...overview} />
      </div>
    </InnerPage>
  )
}
