import { investorSubRoute } from '@/components/investors/InvestorSubPage'
import { ShareholdingStructure } from '@/components/investors/ShareholdingStructure'
import { getShareholdingPage } from '@/lib/investors/investors'
import { staticPageProps } from '@/lib/page/publicPage'

export const getStaticProps = staticPageProps(['investors'], getShareholdingPage)

export default investorSubRoute('shareholdersStructure', ShareholdingStructure)
