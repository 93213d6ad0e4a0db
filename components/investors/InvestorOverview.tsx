import { container } from '@/styled-system/patterns'
import { splitLayout } from '@/styled-system/recipes'
import { ContentSections } from '@/components/content/ContentSections'
import type { InvestorOverviewPage } from '@/lib/investors/investors'
import type { QuietPeriod } from '@/lib/investors/quietPeriod'
import type { SharePrice } from '@/lib/marketData/sharePrice'
import { StaticHtml } from '@/components/common/StaticHtml'
import { staticContent } from '@/components/common/staticContent'
import { StaticAlertSignupSection } from '@/components/alerts/staticAlertSignup'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { InvestorLinks } from './InvestorLinks'
import { IrCalendar } from './IrCalendar'
import { LatestDocuments } from './LatestDocuments'
import { StaticSharePrice } from './StaticSharePrice'
import { TopShareholders } from './TopShareholders'

// Static figures and a link: the browser keeps the server's HTML and fetches this code only
// after a client-side navigation (staticContent), so the overview's first load does not grow.
const FinancialHeadlines = staticContent(
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy
      (require('./FinancialHeadlines') as typeof import('./FinancialHeadlines')).FinancialHeadlines
    : null,
  () => import('./FinancialHeadlines').then((module) => module.FinancialHeadlines),
)

// Names and links only, like the headlines: the overview's first load does not grow with them.
const InvestorContacts = staticContent(
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy
      (require('./InvestorContacts') as typeof import('./InvestorContacts')).InvestorContacts
    : null,
  () => import('./InvestorContacts').then((module) => module.InvestorContacts),
)

// What an investor most likely follows; the form lets them choose any.
const INVESTOR_TOPICS = ['investorNews', 'results', 'dividends', 'irEvents'] as const

const styles = {
  root: container({
    pb: { base: '12', lg: '20' },
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: { base: '12', lg: '16' },
  }),
  documentsAndShareholders: splitLayout({ layout: 'overview' }),
}

type InvestorOverviewProps = Omit<InvestorOverviewPage, 'page'> & {
  sections: NonNullable<InvestorOverviewPage['page']>['sections']
  /** The quiet periods that are on or to come: the calendar lists them among its events. */
  quietPeriods?: QuietPeriod[]
  /** The share's quote and year chart (the core service's), first on the page. */
  sharePrice?: SharePrice
}

/**
 * The investor overview: the editors' key figures, then calendar, documents and shareholders,
 * whom to ask (investor relations) and the section's pages.
 */
export function InvestorOverview({
  sections,
  quietPeriods = [],
  events,
  latestDividend,
  agm,
  latestDocuments,
  topShareholders,
  topShareholdersAsOfLabel,
  financialHeadlines,
  irContacts,
  sharePrice,
}: InvestorOverviewProps) {
  const { lang } = useCurrentPath()
  return (
    <>
      {/* Content, links and no control: kept as the server drew it, Thai units and all. */}
      {sections.length > 0 && (
        <StaticHtml>
          <ContentSections sections={sections} />
        </StaticHtml>
      )}
      <div className={styles.root}>
        {sharePrice && <StaticSharePrice sharePrice={sharePrice} withChart />}
        {financialHeadlines && (
          <StaticHtml>
            <FinancialHeadlines headlines={financialHeadlines} />
          </StaticHtml>
        )}
        <IrCalendar
          events={events}
          quietPeriods={quietPeriods}
          latestDividend={latestDividend}
          agm={agm}
        />
        <div className={styles.documentsAndShareholders}>
          <StaticHtml>
            <LatestDocuments documents={latestDocuments} />
          </StaticHtml>
          <StaticHtml>
            <TopShareholders shareholders={topShareholders} asOfLabel={topShareholdersAsOfLabel} />
          </StaticHtml>
        </div>
        {irContacts.length > 0 && (
          <StaticHtml>
            <InvestorContacts contacts={irContacts} />
          </StaticHtml>
        )}
        {/* A plain form the browser posts itself: no script needed, none sent. */}
        <StaticHtml>
          <StaticAlertSignupSection
            lang={lang}
            idPrefix="investor-alerts"
            defaultTopics={INVESTOR_TOPICS}
          />
        </StaticHtml>
        <InvestorLinks />
      </div>
    </>
  )
}
