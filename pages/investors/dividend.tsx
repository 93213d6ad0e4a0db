import type { GetStaticProps } from 'next'
import { DividendTable } from '@/components/investors/DividendTable'
import { InvestorSubPage } from '@/components/investors/InvestorSubPage'
import { getDividendPage, type DividendPage } from '@/lib/content/investors'
import { publicPageProps, type PublicPageProps } from '@/lib/content/publicPage'

type Props = PublicPageProps<DividendPage>

export const getStaticProps: GetStaticProps<Props> = (context) =>
  publicPageProps(context, ['investors'], (lang, options) => getDividendPage(lang, options))

export default function DividendRoute({ layout, dividends }: Props) {
  return (
    <InvestorSubPage layout={layout} page="dividend">
      <DividendTable dividends={dividends} />
    </InvestorSubPage>
  )
}
