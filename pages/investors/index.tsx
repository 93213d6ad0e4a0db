import { InvestorOverviewPageView } from '@/components/investors/InvestorOverviewPageView'
import { getInvestorOverview, type InvestorOverviewPage } from '@/lib/investors/investors'
import { staticPageProps, type PublicPageProps } from '@/lib/page/publicPage'
import { todayInBangkok } from '@/lib/content/today'

type Props = PublicPageProps<InvestorOverviewPage>

// "Upcoming" is decided when the page is rendered: the ISR timer (and the webhook) renders it
// again, so the calendar moves on by itself.
export const getStaticProps = staticPageProps(['investors', 'irCalendar'], (lang, options) =>
  getInvestorOverview(lang, todayInBangkok(), options),
)

export default function InvestorsRoute(props: Props) {
  return <InvestorOverviewPageView {...props} />
}
