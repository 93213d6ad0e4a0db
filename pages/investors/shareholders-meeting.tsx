import { DocumentYearBrowser } from '@/components/investors/DocumentYearBrowser'
import { investorSubRoute } from '@/components/investors/InvestorSubPage'
import { getInvestorDocuments } from '@/lib/investors/investors'
import { investorPageProps } from '@/lib/investors/investorPageProps'
import { MEETING_CATEGORIES } from '@/lib/investors/documents'

export const getStaticProps = investorPageProps(['investors'], (lang, options) =>
  getInvestorDocuments(MEETING_CATEGORIES, lang, null, options),
)

export default investorSubRoute('shareholdersMeeting', DocumentYearBrowser, {
  grouping: { by: 'category', order: MEETING_CATEGORIES },
})
