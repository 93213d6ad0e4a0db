import type { GetStaticProps } from 'next'
import { DocumentYearBrowser } from '@/components/investors/DocumentYearBrowser'
import { InvestorSubPage } from '@/components/investors/InvestorSubPage'
import { getInvestorDocuments, type InvestorDocumentList } from '@/lib/content/investors'
import { publicPageProps, type PublicPageProps } from '@/lib/content/publicPage'

type Props = PublicPageProps<InvestorDocumentList>

export const getStaticProps: GetStaticProps<Props> = (context) =>
  publicPageProps(context, ['investors'], (lang, options) =>
    getInvestorDocuments(['one-report'], lang, null, options),
  )

export default function OneReportRoute({ layout, years, yearLabels, documents }: Props) {
  return (
    <InvestorSubPage layout={layout} page="report561">
      <DocumentYearBrowser
        years={years}
        yearLabels={yearLabels}
        documents={documents}
        grouping={{ by: 'none' }}
      />
    </InvestorSubPage>
  )
}
