import { useTranslation } from '@/lib/i18n/useTranslation'
import { NEWS_CATEGORIES } from '@/lib/news/categories'
import { NEWS_FEED_TYPE, newsFeedPath } from '@/lib/news/feedAddress'
import type { NewsCategory } from '@/lib/news/news'
import { absoluteUrl } from '@/lib/seo/urls'
import { css, cx } from '@/styled-system/css'
import { link } from '@/styled-system/recipes'
import { HubSection } from '@/components/common/HubSection'

const styles = {
  list: css({ display: 'grid', gap: '2' }),
  link: cx(link({ variant: 'underline' }), css({ display: 'inline-flex', gap: '2' })),
}

/**
 * The feeds of the page's language as visible links (the news pages only announce them in their
 * head): all news, then one per category. Absolute addresses, so a copied link works in a feed
 * reader; plain links, as a feed is a file, not a page Next could open.
 */
export function NewsFeedList({ siteUrl }: { siteUrl: string }) {
  const { t, lang } = useTranslation('press')
  const { t: categoryLabel } = useTranslation('newsCategories')
  const feeds: { key: string; category: NewsCategory | null; label: string }[] = [
    { key: 'all', category: null, label: t('feeds.all') },
    ...NEWS_CATEGORIES.map((category) => ({
      key: category,
      category,
      label: categoryLabel(category),
    })),
  ]
  return (
    <HubSection heading={t('feeds.heading')} intro={t('feeds.intro')} data-testid="news-feeds">
      <ul className={styles.list}>
        {feeds.map(({ key, category, label }) => (
          <li key={key}>
            <a
              href={absoluteUrl(siteUrl, lang, newsFeedPath(category))}
              type={NEWS_FEED_TYPE}
              className={styles.link}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </HubSection>
  )
}
