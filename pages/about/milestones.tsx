import type { GetStaticProps } from 'next'
import { CompanyListPage } from '@/components/company/CompanyListPage'
import { MilestoneTimeline } from '@/components/company/MilestoneTimeline'
import { getMilestonesPage, type MilestonesPage } from '@/lib/content/company'
import { publicPageProps, type PublicPageProps } from '@/lib/content/publicPage'

type Props = PublicPageProps<MilestonesPage>

export const getStaticProps: GetStaticProps<Props> = (context) =>
  publicPageProps(context, ['company'], (lang, options) => getMilestonesPage(lang, options))

export default function MilestonesRoute({ layout, years }: Props) {
  return (
    <CompanyListPage layout={layout} textKey="milestones">
      <MilestoneTimeline years={years} />
    </CompanyListPage>
  )
}
