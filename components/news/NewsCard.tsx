import { langAttribute } from '@/components/common/InLanguage'
import { Link } from '@/components/common/Link'
import { css, cx } from '@/styled-system/css'
import { card, heading } from '@/styled-system/recipes'
import { SiteImage } from '@/components/common/SiteImage'
import type { NewsCard as NewsCardData } from '@/lib/news/news'
import { newsItemPath } from '@/lib/news/article'
import { NewsCategoryBadge } from './NewsCategoryBadge'
import { KeepWhole } from '@/components/common/KeepWhole'

// The title's link covers the whole card (its ::after), so the card is one link target with one
// accessible name instead of an image link and a title link side by side. The link keeps its
// own focus ring; the card lifts as on hover.
const cardParts = card({ focusRing: 'link' })

const styles = {
  // A column, so the body fills the card's height in a row of cards.
  root: cx(
    cardParts.root,
    css({
      display: 'flex',
      flexDirection: 'column',
      transitionProperty: '[box-shadow]',
      transitionDuration: 'moderate',
    }),
  ),
  body: cx(
    cardParts.body,
    css({
      p: { base: '4', md: '5' },
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      flex: '1',
    }),
  ),
  meta: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'sm' }),
  date: css({ color: 'fg.muted' }),
  title: heading({ size: 'md' }),
  link: cardParts.link,
  excerpt: css({ color: 'fg.muted', fontSize: 'sm', lineHeight: 'tall', lineClamp: 3 }),
}

interface NewsCardProps {
  news: NewsCardData
  /** h2 in the list, h3 under a section heading (related news). */
  headingLevel?: 'h2' | 'h3'
  /** In the first row of the page: its thumbnail loads at once (it is the page's largest paint). */
  aboveTheFold?: boolean
}

/** An article in a grid: thumbnail (460×300), category, date, title and excerpt. */
export function NewsCard({ news, headingLevel = 'h2', aboveTheFold = false }: NewsCardProps) {
  const Heading = headingLevel
  return (
    <article className={styles.root} data-testid="news-card">
      {news.thumbnail && (
        <SiteImage
          image={news.thumbnail}
          priority={aboveTheFold}
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          fluid="block"
          style={{ aspectRatio: '460 / 300' }}
        />
      )}
      <div className={styles.body}>
        <div className={styles.meta}>
          <NewsCategoryBadge category={news.category} />
          <time dateTime={news.publishedAt} className={styles.date}>
            {news.publishedAtLabel}
          </time>
        </div>
        <Heading className={styles.title}>
          <Link href={newsItemPath(news.slug)} className={styles.link}>
            {news.title && <KeepWhole isOwnStaticHtml>{news.title}</KeepWhole>}
          </Link>
        </Heading>
        {news.excerpt && (
          <p className={styles.excerpt} lang={langAttribute(news.excerptLang)}>
            <KeepWhole isOwnStaticHtml>{news.excerpt}</KeepWhole>
          </p>
        )}
      </div>
    </article>
  )
}
