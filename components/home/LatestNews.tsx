import { Box, Container, Heading, Text } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { ButtonLink } from '@/components/common/ButtonLink'
import { ArrowRightIcon } from '@/components/common/icons'
import { NewsGrid } from '@/components/news/NewsGrid'
import type { NewsCard } from '@/lib/content/news'

/** The three newest articles, as the news list shows them, and the way to the rest. */
export function LatestNews({ items }: { items: NewsCard[] }) {
  const { t } = useTranslation('home')
  if (items.length === 0) return null
  return (
    <Container as="section" aria-labelledby="home-news-title" pb={{ base: '12', lg: '16' }}>
      <Box
        display="flex"
        flexWrap="wrap"
        alignItems="flex-end"
        justifyContent="space-between"
        gap="4"
        mb="8"
      >
        <Box>
          <Heading as="h2" id="home-news-title" size="xl">
            {t('news.heading')}
          </Heading>
          <Text mt="2" color="fg.muted" maxW="prose">
            {t('news.intro')}
          </Text>
        </Box>
        <ButtonLink href="/corporate/news">
          {t('news.more')}
          <ArrowRightIcon />
        </ButtonLink>
      </Box>
      <NewsGrid items={items} headingLevel="h3" />
    </Container>
  )
}
