import { DocumentYearBrowser } from '@/components/investors/DocumentYearBrowser'
import { investorSubRoute } from '@/components/investors/InvestorSubPage'
import { documentYearPageProps } from '@/lib/investors/documentYearPage'

export const getStaticProps = documentYearPageProps('report561')

export default investorSubRoute('report561', DocumentYearBrowser, { grouping: { by: 'none' } })
