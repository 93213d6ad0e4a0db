import type { GetStaticProps } from 'next'
import { getNewsSelectionPage, type NewsListPage } from '@/lib/news/news'
import { publicPageProps, selectionPagePaths, type PublicPageProps } from '@/lib/page/publicPage'

// `/th/corporate/news?category=activity&page=2` as a static page of its own: the site's server
// hands the address to this route as `/th/corporate/news/category=activity;page=2`
// (lib/routing/listAddress.ts), so its HTML shows that category and page before any script runs.
export const getStaticPaths = selectionPagePaths

export const getStaticProps: GetStaticProps<PublicPageProps<NewsListPage>> = (context) =>
  publicPageProps(context, ['news', 'newsCategories'], (lang, options) =>
    getNewsSelectionPage(String(context.params?.selection), lang, options),
  )

export { default } from '../news'
