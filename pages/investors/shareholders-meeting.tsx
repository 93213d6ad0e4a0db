import { DocumentYearBrowser } from '@/components/investors/DocumentYearBrowser'
import { investorSubRoute } from '@/components/investors/InvestorSubPage'
import { getInvestorDocuments } from '@/lib/investors/investors'
import { staticPageProps } from '@/lib/page/publicPage'
import { MEETING_CATEGORIES } from '@/lib/investors/documents'

export const getStaticProps = staticPageProps(['investors'], (lang, options) =>
  getInvestorDocuments(MEETING_CATEGORIES, lang, null, options),
)

export default investorSubRoute('shareholdersMeeting', DocumentYearBrowser, {
  grouping: { by: 'category', order: MEETING_CATEGORIES },
})
