import { documentYearPageProps } from '@/lib/investors/documentYearPage'
import { selectionPagePaths } from '@/lib/page/publicPage'

// `/th/investors/report-56-1?year=2024` as a static page of its own: the site's server hands the
// address to this route as `.../report-56-1/year=2024` (lib/routing/listAddress.ts), so the year's
// documents are in its HTML, for a crawler and a visitor without JavaScript. An unknown year is
// a 404.
export const getStaticPaths = selectionPagePaths

export const getStaticProps = documentYearPageProps('report561')

export { default } from '../report-56-1'
