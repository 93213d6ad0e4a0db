import { DocumentYearBrowser } from '@/components/investors/DocumentYearBrowser'
import { investorSubRoute } from '@/components/investors/InvestorSubPage'
import { getInvestorDocuments } from '@/lib/investors/investors'
import { staticPageProps } from '@/lib/page/publicPage'

export const getStaticProps = staticPageProps(['investors'], (lang, options) =>
  getInvestorDocuments(['one-report'], lang, null, options),
)

export default investorSubRoute('report561', DocumentYearBrowser, { grouping: { by: 'none' } })
