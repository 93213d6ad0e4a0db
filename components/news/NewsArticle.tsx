import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { InLanguage } from '@/components/common/InLanguage'
import { SiteImage } from '@/components/common/SiteImage'
import { RichText } from '@/components/content/RichText'
import type { NewsItem } from '@/lib/news/news'
import { NewsCategoryBadge } from './NewsCategoryBadge'
import { NewsGallery } from './NewsGallery'

const styles = {
  root: css({ minW: '0', maxW: '3xl' }),
  meta: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: '3',
    rowGap: '2',
    fontSize: 'sm',
    color: 'fg.muted',
  }),
  date: css({ fontWeight: 'medium', color: 'fg' }),
  figure: css({ mt: '6' }),
  body: css({ mt: '8' }),
}

/**
 * The article's own content: category, date and source, its picture, the text and the gallery.
 * A `<div>`: the page's `<article>` (InnerPage's `isArticle`) also holds its heading.
 */
export function NewsArticle({ article }: { article: NewsItem }) {
  const { t } = useTranslation('news')
  return (
    <div className={styles.root}>
      <div className={styles.meta}>
        <NewsCategoryBadge category={article.category} />
        <time dateTime={article.publishedAt} className={styles.date}>
          {article.publishedAtLabel}
        </time>
        {article.source && (
          <p>
            {t('article.source')}:{' '}
            <InLanguage lang={article.sourceLang}>{article.source}</InLanguage>
          </p>
        )}
      </div>
      {article.thumbnail && (
        <figure className={styles.figure}>
          <SiteImage
            image={article.thumbnail}
            sizes="(min-width: 1024px) 768px, 100vw"
            priority
            fluid="block"
            rounded="lg"
            style={{ aspectRatio: '460 / 300' }}
          />
        </figure>
      )}
      <div className={styles.body}>
        <RichText value={article.body} lang={article.bodyLang} />
      </div>
      {/* Keyed: another article (a related-news link) starts at its own first photo. */}
      <NewsGallery key={article._id} images={article.gallery} />
    </div>
  )
}
