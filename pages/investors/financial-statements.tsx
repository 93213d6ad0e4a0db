import { DocumentYearBrowser } from '@/components/investors/DocumentYearBrowser'
import { investorSubRoute } from '@/components/investors/InvestorSubPage'
import { getInvestorDocuments } from '@/lib/investors/investors'
import { investorPageProps } from '@/lib/investors/investorPageProps'

// Every year's statements are in the page (a few dozen rows); the browser shows one year.
export const getStaticProps = investorPageProps(['investors'], (lang, options) =>
  getInvestorDocuments(['financial-statement'], lang, null, options),
)

export default investorSubRoute('financialStatements', DocumentYearBrowser, {
  grouping: { by: 'quarter' },
})
