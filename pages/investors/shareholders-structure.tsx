import { investorSubRoute } from '@/components/investors/InvestorSubPage'
import { ShareholdingStructure } from '@/components/investors/ShareholdingStructure'
import { getShareholdingPage } from '@/lib/investors/investors'
import { investorPageProps } from '@/lib/investors/investorPageProps'

export const getStaticProps = investorPageProps(['investors'], getShareholdingPage)

export default investorSubRoute('shareholdersStructure', ShareholdingStructure)
