import { DocumentYearBrowser } from '@/components/investors/DocumentYearBrowser'
import { investorSubRoute } from '@/components/investors/InvestorSubPage'
import { getInvestorDocuments } from '@/lib/investors/investors'
import { investorPageProps } from '@/lib/investors/investorPageProps'

export const getStaticProps = investorPageProps(['investors'], (lang, options) =>
  getInvestorDocuments(['one-report'], lang, null, options),
)

export default investorSubRoute('report561', DocumentYearBrowser, { grouping: { by: 'none' } })
