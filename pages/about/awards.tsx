import { AwardsByYear } from '@/components/company/AwardsByYear'
import { companyListRoute } from '@/components/company/CompanyListPage'
import { getAwardsPage } from '@/lib/company/company'
import { staticPageProps } from '@/lib/page/publicPage'

export const getStaticProps = staticPageProps(['company'], getAwardsPage)

export default companyListRoute('awards', AwardsByYear)
