import { companyListRoute } from '@/components/company/CompanyListPage'
import { PeopleGrid } from '@/components/company/PeopleGrid'
import { getPeoplePage } from '@/lib/company/company'
import { staticPageProps } from '@/lib/page/publicPage'

export const getStaticProps = staticPageProps(['company'], (lang, options) =>
  getPeoplePage('board', lang, options),
)

export default companyListRoute('board', PeopleGrid)
