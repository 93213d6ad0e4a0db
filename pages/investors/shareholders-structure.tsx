import type { GetStaticProps } from 'next'
import { InvestorSubPage } from '@/components/investors/InvestorSubPage'
import { ShareholdingStructure } from '@/components/investors/ShareholdingStructure'
import { getShareholdingPage, type ShareholdingPage } from '@/lib/content/investors'
import { publicPageProps, type PublicPageProps } from '@/lib/content/publicPage'

type Props = PublicPageProps<ShareholdingPage>

export const getStaticProps: GetStaticProps<Props> = (context) =>
  publicPageProps(context, ['investors'], (lang, options) => getShareholdingPage(lang, options))

export default function ShareholdersStructureRoute({
  layout,
  shareholders,
  asOf,
  asOfLabel,
  total,
  slices,
}: Props) {
  return (
    <InvestorSubPage layout={layout} page="shareholdersStructure">
      <ShareholdingStructure
        shareholders={shareholders}
        asOf={asOf}
        asOfLabel={asOfLabel}
        total={total}
        slices={slices}
      />
    </InvestorSubPage>
  )
}
