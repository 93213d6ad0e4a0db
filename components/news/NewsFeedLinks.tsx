import Head from 'next/head'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { NEWS_FEED_TYPE, newsFeedPath } from '@/lib/news/feedAddress'
import type { NewsCategory } from '@/lib/news/news'
import { absoluteUrl } from '@/lib/seo/urls'

interface NewsFeedLinksProps {
  siteUrl: string
  siteName: string
  /** A category's list also announces that category's feed. */
  category?: NewsCategory | null
}

/** Announces the news feeds of the page's language to feed readers (`<link rel="alternate">`). */
export function NewsFeedLinks({ siteUrl, siteName, category = null }: NewsFeedLinksProps) {
  const { lang } = useCurrentPath()
  const { t } = useTranslation('news')
  const { t: categoryLabel } = useTranslation('newsCategories')
  return (
    <Head>
      <link
        key="news-feed"
        rel="alternate"
        type={NEWS_FEED_TYPE}
        title={t('feed.title', { siteName })}
        href={absoluteUrl(siteUrl, lang, newsFeedPath())}
      />
      {category && (
        <link
          key="news-category-feed"
          rel="alternate"
          type={NEWS_FEED_TYPE}
          title={t('feed.categoryTitle', { siteName, category: categoryLabel(category) })}
          href={absoluteUrl(siteUrl, lang, newsFeedPath(category))}
        />
      )}
    </Head>
  )
}
