import { container } from '@/styled-system/patterns'
import { splitLayout } from '@/styled-system/recipes'
import { InnerPage } from '@/components/layout/InnerPage'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { NewsArticle } from '@/components/news/NewsArticle'
import { NewsFeedLinks } from '@/components/news/NewsFeedLinks'
import { RelatedNews } from '@/components/news/RelatedNews'
import { ShareLinks } from '@/components/news/ShareLinks'
import { editorSeo } from '@/components/seo/editorSeo'
import { getNewsItemPage, getNewsSlugs, type NewsItem } from '@/lib/news/news'
import type { Editable } from '@/lib/content/editMarkers'
import { slugPagePaths, slugPageProps, type PublicPageProps } from '@/lib/page/publicPage'
import { newsItemJsonLd, newsItemUrl } from '@/lib/news/article'

type Props = PublicPageProps<{ article: NewsItem & Editable }>

const styles = {
  root: container(),
  related: container({ pb: { base: '12', lg: '16' } }),
  // The article and, from 1024 px, the share links in a column beside it.
  columns: splitLayout({ layout: 'article' }),
}

export const getStaticPaths = slugPagePaths(getNewsSlugs)

export const getStaticProps = slugPageProps(['news', 'newsCategories'], 'article', getNewsItemPage)

export default function NewsItemRoute({ layout, article }: Props) {
  const { lang } = useCurrentPath()
  const publisher = layout.settings.siteName ?? ''
  return (
    <InnerPage
      layout={layout}
      title={article.title}
      titleLang={article.titleLang}
      intro={article.excerpt}
      introLang={article.excerptLang}
      edit={{ title: article.edit?.title, intro: article.edit?.excerpt }}
      crumbLabel={article.title}
      isDetailPage
      isArticle
      after={
        <div className={styles.related}>
          <RelatedNews items={article.related} />
        </div>
      }
      seo={{
        ...editorSeo(article.seo),
        image: article.seo.image ?? article.thumbnail,
        type: 'article',
        jsonLd: [newsItemJsonLd(article, layout.siteUrl, lang, publisher)],
      }}
    >
      <NewsFeedLinks siteUrl={layout.siteUrl} siteName={publisher} category={article.category} />
      <div className={styles.root}>
        <div className={styles.columns}>
          <NewsArticle article={article} />
          <ShareLinks url={newsItemUrl(layout.siteUrl, lang, article.slug)} title={article.title} />
        </div>
      </div>
    </InnerPage>
  )
}
