import { DividendTable } from '@/components/investors/DividendTable'
import { investorSubRoute } from '@/components/investors/InvestorSubPage'
import { getDividendPage } from '@/lib/content/investors'
import { staticPageProps } from '@/lib/content/publicPage'

export const getStaticProps = staticPageProps(['investors'], getDividendPage)

export default investorSubRoute('dividend', DividendTable)
