import { DividendTable } from '@/components/investors/DividendTable'
import { investorSubRoute } from '@/components/investors/InvestorSubPage'
import { getDividendPage } from '@/lib/investors/investors'
import { staticPageProps } from '@/lib/page/publicPage'

export const getStaticProps = staticPageProps(['investors'], getDividendPage)

export default investorSubRoute('dividend', DividendTable)
