import { StaticHtml } from '@/components/common/StaticHtml'
import { staticContent } from '@/components/common/staticContent'
import { investorSubRoute } from '@/components/investors/InvestorSubPage'
import {
  getFinancialHighlightsPage,
  type FinancialHighlightsPage,
} from '@/lib/investors/financialHighlights'
import { investorPageProps } from '@/lib/investors/investorPageProps'

export const getStaticProps = investorPageProps(
  ['investors', 'financialHighlights'],
  getFinancialHighlightsPage,
)

// Tables and server-drawn charts, nothing operable but links: the browser keeps the server's
// HTML and fetches this code only after a client-side navigation (staticContent).
/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, see staticContent */
const FinancialHighlights = staticContent(
  typeof window === 'undefined'
    ? (
        require('@/components/investors/FinancialHighlights') as typeof import('@/components/investors/FinancialHighlights')
      ).FinancialHighlights
    : null,
  () =>
    import('@/components/investors/FinancialHighlights').then(
      (module) => module.FinancialHighlights,
    ),
)
/* eslint-enable @typescript-eslint/no-require-imports */

function StaticFinancialHighlights(props: FinancialHighlightsPage) {
  return (
    <StaticHtml>
      <FinancialHighlights {...props} />
    </StaticHtml>
  )
}

export default investorSubRoute('financialHighlights', StaticFinancialHighlights)
