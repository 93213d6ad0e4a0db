import { css, cx } from '@/styled-system/css'
import { balancedGrid } from '@/styled-system/recipes'
import type { NewsCard as NewsCardData } from '@/lib/news/news'
import { NewsCard } from './NewsCard'

const styles = {
  grid: cx(balancedGrid({ columns: 'threeFromLg' }), css({ gap: { base: '5', lg: '6' } })),
}

interface NewsGridProps {
  items: readonly NewsCardData[]
  headingLevel?: 'h2' | 'h3'
  /** How many leading cards are in view on arrival (their thumbnails load at once). */
  aboveTheFold?: number
}

/** Cards in a grid: one column on phones, two on tablets, three from 1024 px, no lonely last card. */
export function NewsGrid({ items, headingLevel, aboveTheFold = 0 }: NewsGridProps) {
  return (
    <ul className={styles.grid}>
      {items.map((news, index) => (
        <li key={news.slug}>
          <NewsCard news={news} headingLevel={headingLevel} aboveTheFold={index < aboveTheFold} />
        </li>
      ))}
    </ul>
  )
}
