import { DocumentYearBrowser } from '@/components/investors/DocumentYearBrowser'
import { investorSubRoute } from '@/components/investors/InvestorSubPage'
import { documentYearPageProps } from '@/lib/investors/documentYearPage'
import { MEETING_CATEGORIES } from '@/lib/investors/documents'

export const getStaticProps = documentYearPageProps('shareholdersMeeting')

export default investorSubRoute('shareholdersMeeting', DocumentYearBrowser, {
  grouping: { by: 'category', order: MEETING_CATEGORIES },
})
