import type { GetStaticProps } from 'next'
import { DocumentYearBrowser } from '@/components/investors/DocumentYearBrowser'
import { InvestorSubPage } from '@/components/investors/InvestorSubPage'
import { getInvestorDocuments, type InvestorDocumentList } from '@/lib/content/investors'
import { publicPageProps, type PublicPageProps } from '@/lib/content/publicPage'
import { MEETING_CATEGORIES } from '@/lib/investors/documents'

type Props = PublicPageProps<InvestorDocumentList>

export const getStaticProps: GetStaticProps<Props> = (context) =>
  publicPageProps(context, ['investors'], (lang, options) =>
    getInvestorDocuments(MEETING_CATEGORIES, lang, null, options),
  )

export default function ShareholdersMeetingRoute({ layout, years, yearLabels, documents }: Props) {
  return (
    <InvestorSubPage layout={layout} page="shareholdersMeeting">
      <DocumentYearBrowser
        years={years}
        yearLabels={yearLabels}
        documents={documents}
        grouping={{ by: 'category', order: MEETING_CATEGORIES }}
      />
    </InvestorSubPage>
  )
}
