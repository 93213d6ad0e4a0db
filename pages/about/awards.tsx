import type { GetStaticProps } from 'next'
import { AwardsByYear } from '@/components/company/AwardsByYear'
import { CompanyListPage } from '@/components/company/CompanyListPage'
import { getAwardsPage, type AwardsPage } from '@/lib/content/company'
import { publicPageProps, type PublicPageProps } from '@/lib/content/publicPage'

type Props = PublicPageProps<AwardsPage>

export const getStaticProps: GetStaticProps<Props> = (context) =>
  publicPageProps(context, ['company'], (lang, options) => getAwardsPage(lang, options))

export default function AwardsRoute({ layout, years }: Props) {
  return (
    <CompanyListPage layout={layout} textKey="awards">
      <AwardsByYear years={years} />
    </CompanyListPage>
  )
}
