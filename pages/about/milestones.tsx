import { companyListRoute } from '@/components/company/CompanyListPage'
import { MilestoneTimeline } from '@/components/company/MilestoneTimeline'
import { getMilestonesPage } from '@/lib/company/company'
import { staticPageProps } from '@/lib/page/publicPage'

export const getStaticProps = staticPageProps(['company'], getMilestonesPage)

export default companyListRoute('milestones', MilestoneTimeline)
