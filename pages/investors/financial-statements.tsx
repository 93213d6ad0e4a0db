import type { GetStaticProps } from 'next'
import { DocumentYearBrowser } from '@/components/investors/DocumentYearBrowser'
import { InvestorSubPage } from '@/components/investors/InvestorSubPage'
import { getInvestorDocuments, type InvestorDocumentList } from '@/lib/content/investors'
import { publicPageProps, type PublicPageProps } from '@/lib/content/publicPage'

type Props = PublicPageProps<InvestorDocumentList>

// Every year's statements are in the page (a few dozen rows); the browser shows one year.
export const getStaticProps: GetStaticProps<Props> = (context) =>
  publicPageProps(context, ['investors'], (lang, options) =>
    getInvestorDocuments(['financial-statement'], lang, null, options),
  )

export default function FinancialStatementsRoute({ layout, years, yearLabels, documents }: Props) {
  return (
    <InvestorSubPage layout={layout} page="financialStatements">
      <DocumentYearBrowser
        years={years}
        yearLabels={yearLabels}
        documents={documents}
        grouping={{ by: 'quarter' }}
      />
    </InvestorSubPage>
  )
}
