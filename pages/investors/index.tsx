import { InvestorOverviewPageView } from '@/components/investors/InvestorOverviewPageView'
import { getInvestorOverview, type InvestorOverviewPage } from '@/lib/investors/investors'
import { investorPageProps, type InvestorPageProps } from '@/lib/investors/investorPageProps'
import { todayInBangkok } from '@/lib/content/today'
import {
  withSharePrice,
  withSharePriceFreshness,
  type SharePrice,
} from '@/lib/marketData/sharePrice'

type Props = InvestorPageProps<InvestorOverviewPage & { sharePrice: SharePrice }>

// "Upcoming" is decided when the page is rendered: the ISR timer (and the webhook) renders it
// again, so the calendar moves on by itself. The share price comes from the core service at the
// same time; rendered without it, the page is tried again within a minute.
export const getStaticProps = withSharePriceFreshness(
  investorPageProps(
    ['investors', 'irCalendar', 'financialHighlights', 'sharePrice', 'press', 'alerts'],
    withSharePrice((lang, options) => getInvestorOverview(lang, todayInBangkok(), options), {
      withChart: true,
    }),
  ),
)

export default function InvestorsRoute(props: Props) {
  return <InvestorOverviewPageView {...props} />
}
