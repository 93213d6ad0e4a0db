import { DocumentYearBrowser } from '@/components/investors/DocumentYearBrowser'
import { investorSubRoute } from '@/components/investors/InvestorSubPage'
import { documentYearPageProps } from '@/lib/investors/documentYearPage'

// Every year's statements are in the page (a few dozen rows); the browser shows one year, and
// each year has an address of its own (`?year=2024`, ./financial-statements/[selection].tsx).
export const getStaticProps = documentYearPageProps('financialStatements')

export default investorSubRoute('financialStatements', DocumentYearBrowser, {
  grouping: { by: 'quarter' },
})
