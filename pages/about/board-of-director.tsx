import type { GetStaticProps } from 'next'
import { CompanyListPage } from '@/components/company/CompanyListPage'
import { PeopleGrid } from '@/components/company/PeopleGrid'
import { getPeoplePage, type PeoplePage } from '@/lib/content/company'
import { publicPageProps, type PublicPageProps } from '@/lib/content/publicPage'

type Props = PublicPageProps<PeoplePage>

export const getStaticProps: GetStaticProps<Props> = (context) =>
  publicPageProps(context, ['company'], (lang, options) => getPeoplePage('board', lang, options))

export default function BoardOfDirectorRoute({ layout, people }: Props) {
  return (
    <CompanyListPage layout={layout} textKey="board">
      <PeopleGrid people={people} />
    </CompanyListPage>
  )
}
