import { chakra } from '@chakra-ui/react'
import type { NewsCard as NewsCardData } from '@/lib/content/news'
import { NewsCard } from './NewsCard'

interface NewsGridProps {
  items: readonly NewsCardData[]
  headingLevel?: 'h2' | 'h3'
  /** How many leading cards are in view on arrival (their thumbnails load at once). */
  aboveTheFold?: number
}

/** Cards in a grid: one column on phones, two on tablets, three from 1024 px. */
export function NewsGrid({ items, headingLevel, aboveTheFold = 0 }: NewsGridProps) {
  return (
    <chakra.ul
      listStyle="none"
      display="grid"
      gridTemplateColumns={{
        base: '1fr',
        md: 'repeat(2, minmax(0, 1fr))',
        lg: 'repeat(3, minmax(0, 1fr))',
      }}
      gap={{ base: '5', lg: '6' }}
    >
      {items.map((news, index) => (
        <li key={news.slug}>
          <NewsCard news={news} headingLevel={headingLevel} aboveTheFold={index < aboveTheFold} />
        </li>
      ))}
    </chakra.ul>
  )
}
