import { useTranslation } from '@/lib/i18n/useTranslation'
import { InnerPage } from '@/components/layout/InnerPage'
import { NewsFeedLinks } from '@/components/news/NewsFeedLinks'
import { NewsList } from '@/components/news/NewsList'
import { isNewsCategory } from '@/lib/news/categories'
import { getNewsListPage, type NewsListPage } from '@/lib/news/news'
import { staticPageProps, type PublicPageProps } from '@/lib/page/publicPage'

type Props = PublicPageProps<NewsListPage>

// The list's own page, and (with ./news/[selection].tsx, which serves `?category=…&page=…`)
// one static page per category and page, each carrying every card (19 today, a few KB each with
// their blurred placeholders): the browser filters and pages them when a visitor chooses.
export const getStaticProps = staticPageProps(['news', 'newsCategories'], getNewsListPage)

export default function NewsListRoute({ layout, items, initialQuery }: Props) {
  const { t } = useTranslation('news')
  const category = isNewsCategory(initialQuery.category) ? initialQuery.category : null
  return (
    <InnerPage layout={layout} title={t('list.title')} intro={t('list.intro')}>
      <NewsFeedLinks
        siteUrl={layout.siteUrl}
        siteName={layout.settings.siteName ?? ''}
        category={category}
      />
      <NewsList items={items} initialQuery={initialQuery} />
    </InnerPage>
  )
}
