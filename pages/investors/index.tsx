import { InvestorOverviewPageView } from '@/components/investors/InvestorOverviewPageView'
import { getInvestorOverview, type InvestorOverviewPage } from '@/lib/investors/investors'
import { investorPageProps, type InvestorPageProps } from '@/lib/investors/investorPageProps'
import { todayInBangkok } from '@/lib/content/today'

type Props = InvestorPageProps<InvestorOverviewPage>

// "Upcoming" is decided when the page is rendered: the ISR timer (and the webhook) renders it
// again, so the calendar moves on by itself.
export const getStaticProps = investorPageProps(
  ['investors', 'irCalendar', 'financialHighlights'],
  (lang, options) => getInvestorOverview(lang, todayInBangkok(), options),
)

export default function InvestorsRoute(props: Props) {
  return <InvestorOverviewPageView {...props} />
}
