import type { GetStaticPaths, GetStaticProps } from 'next'
import { css } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { InnerPage } from '@/components/layout/InnerPage'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { NewsArticle } from '@/components/news/NewsArticle'
import { RelatedNews } from '@/components/news/RelatedNews'
import { ShareLinks } from '@/components/news/ShareLinks'
import { getNewsItemPage, getNewsSlugs, type NewsItem } from '@/lib/content/news'
import { publicPageProps, type PublicPageProps } from '@/lib/content/publicPage'
import { LANGS } from '@/lib/i18n/lang'
import { newsItemJsonLd, newsItemUrl } from '@/lib/news/article'

type Props = PublicPageProps<{ article: NewsItem }>

const styles = {
  root: container({ pb: { base: '12', lg: '16' } }),
  // The article and, from 1024 px, the share links in a column beside it.
  columns: css({
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 18rem' },
    gap: { base: '10', lg: '12' },
    alignItems: 'start',
  }),
}

export const getStaticPaths: GetStaticPaths = async () => {
  const slugs = await getNewsSlugs()
  return {
    paths: slugs.flatMap((slug) => LANGS.map((locale) => ({ params: { slug }, locale }))),
    // An article published after the build is rendered on its first visit.
    fallback: 'blocking',
  }
}

export const getStaticProps: GetStaticProps<Props> = (context) =>
  publicPageProps(context, ['news', 'newsCategories'], async (lang, options) => {
    const article = await getNewsItemPage(String(context.params?.slug), lang, options)
    return article && { article }
  })

export default function NewsItemRoute({ layout, article }: Props) {
  const { lang } = useCurrentPath()
  const publisher = layout.settings.siteName ?? ''
  return (
    <InnerPage
      layout={layout}
      title={article.title}
      intro={article.excerpt}
      crumbLabel={article.title}
      seo={{
        title: article.seo.title ?? undefined,
        description: article.seo.description,
        image: article.seo.image ?? article.thumbnail,
        noIndex: article.seo.noIndex,
        type: 'article',
        jsonLd: [newsItemJsonLd(article, layout.siteUrl, lang, publisher)],
      }}
    >
      <div className={styles.root}>
        <div className={styles.columns}>
          <NewsArticle article={article} />
          <ShareLinks url={newsItemUrl(layout.siteUrl, lang, article.slug)} title={article.title} />
        </div>
        <RelatedNews items={article.related} />
      </div>
    </InnerPage>
  )
}
