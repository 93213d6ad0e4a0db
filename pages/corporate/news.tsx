import { useTranslation } from 'next-i18next/pages'
import { InnerPage } from '@/components/layout/InnerPage'
import { NewsList } from '@/components/news/NewsList'
import { getNewsListPage, type NewsListPage } from '@/lib/content/news'
import { staticPageProps, type PublicPageProps } from '@/lib/content/publicPage'

type Props = PublicPageProps<NewsListPage>

// One static page per language with every card (19 today, a few KB each with their blurred
// placeholders); the browser filters and pages them by the URL's query. Pre-rendering each
// category × page instead would need a route per combination (the query is not part of a
// static page's address) for a list this small.
export const getStaticProps = staticPageProps(['news', 'newsCategories'], getNewsListPage)

export default function NewsListRoute({ layout, items }: Props) {
  const { t } = useTranslation('news')
  return (
    <InnerPage layout={layout} title={t('list.title')} intro={t('list.intro')}>
      <NewsList items={items} />
    </InnerPage>
  )
}
