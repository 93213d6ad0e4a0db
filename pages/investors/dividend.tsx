import { DividendTable } from '@/components/investors/DividendTable'
import { investorSubRoute } from '@/components/investors/InvestorSubPage'
import { getDividendPage } from '@/lib/investors/investors'
import { investorPageProps } from '@/lib/investors/investorPageProps'

export const getStaticProps = investorPageProps(['investors'], getDividendPage)

export default investorSubRoute('dividend', DividendTable)
