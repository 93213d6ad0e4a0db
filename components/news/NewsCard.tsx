import { Box, Heading, Text, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { SiteImage } from '@/components/common/SiteImage'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { NewsCard as NewsCardData } from '@/lib/content/news'
import { formatDate } from '@/lib/i18n/format'
import { newsItemPath } from '@/lib/news/article'
import { NewsCategoryBadge } from './NewsCategoryBadge'

// The title's link covers the whole card (its ::after), so the card is one link target
// with one accessible name instead of an image link and a title link side by side.
const CardLink = chakra(NextLink, {
  base: {
    color: 'fg',
    borderRadius: 'sm',
    _hover: { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '3px' },
    _after: { content: '""', position: 'absolute', inset: '0' },
  },
})

interface NewsCardProps {
  news: NewsCardData
  /** h2 in the list, h3 under a section heading (related news). */
  headingLevel?: 'h2' | 'h3'
  /** In the first row of the page: its thumbnail loads at once (it is the page's largest paint). */
  aboveTheFold?: boolean
}

/** An article in a grid: thumbnail (460×300), category, date, title and excerpt. */
export function NewsCard({ news, headingLevel = 'h2', aboveTheFold = false }: NewsCardProps) {
  const { lang } = useCurrentPath()
  return (
    <Box
      as="article"
      position="relative"
      h="full"
      display="flex"
      flexDirection="column"
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      overflow="hidden"
      transitionProperty="box-shadow"
      transitionDuration="moderate"
      _hover={{ shadow: 'md' }}
      _focusWithin={{ shadow: 'md' }}
      data-testid="news-card"
    >
      {news.thumbnail && (
        <SiteImage
          image={news.thumbnail}
          priority={aboveTheFold}
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          style={{ width: '100%', height: 'auto', display: 'block', aspectRatio: '460 / 300' }}
        />
      )}
      <Box p={{ base: '4', md: '5' }} display="flex" flexDirection="column" gap="2" flex="1">
        <Box display="flex" flexWrap="wrap" alignItems="center" gap="2" fontSize="sm">
          <NewsCategoryBadge category={news.category} />
          <chakra.time dateTime={news.publishedAt} color="fg.muted">
            {formatDate(news.publishedAt, lang)}
          </chakra.time>
        </Box>
        <Heading as={headingLevel} size="md" lineHeight="short">
          <CardLink href={newsItemPath(news.slug)}>{news.title}</CardLink>
        </Heading>
        {news.excerpt && (
          <Text color="fg.muted" fontSize="sm" lineHeight="tall" lineClamp={3}>
            {news.excerpt}
          </Text>
        )}
      </Box>
    </Box>
  )
}
