import type { GetStaticProps } from 'next'
import { DividendTable } from '@/components/investors/DividendTable'
import { InvestorSubPage } from '@/components/investors/InvestorSubPage'
import { getDividendPage, type Dividend } from '@/lib/content/investors'
import { publicPageProps, type PublicPageProps } from '@/lib/content/publicPage'

type Props = PublicPageProps<{ dividends: Dividend[] }>

export const getStaticProps: GetStaticProps<Props> = (context) =>
  publicPageProps(context, ['investors'], (_lang, options) => getDividendPage(options))

export default function DividendRoute({ layout, dividends }: Props) {
  return (
    <InvestorSubPage layout={layout} page="dividend">
      <DividendTable dividends={dividends} />
    </InvestorSubPage>
  )
}
