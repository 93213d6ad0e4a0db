import { Box, Heading } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import { ArrowRightIcon } from '@/components/common/icons'
import type { NewsCard } from '@/lib/content/news'
import { NEWS_LIST_PATH } from '@/lib/news/listing'
import { NewsGrid } from './NewsGrid'

/** More news under the article: the same category first, and a way back to the whole list. */
export function RelatedNews({ items }: { items: readonly NewsCard[] }) {
  const { t } = useTranslation('news')
  if (items.length === 0) return null
  return (
    <Box
      as="section"
      aria-labelledby="related-news-title"
      mt={{ base: '12', lg: '16' }}
      pt={{ base: '8', lg: '10' }}
      borderTopWidth="1px"
      borderColor="border"
    >
      <Box
        display="flex"
        flexWrap="wrap"
        alignItems="baseline"
        justifyContent="space-between"
        gap="3"
        mb="6"
      >
        <Heading as="h2" id="related-news-title" size="lg">
          {t('related.title')}
        </Heading>
        <Box
          asChild
          display="inline-flex"
          alignItems="center"
          gap="1"
          color="brand.fg"
          fontWeight="semibold"
          textDecoration="underline"
          textUnderlineOffset="3px"
          borderRadius="sm"
        >
          <NextLink href={NEWS_LIST_PATH}>
            {t('related.all')}
            <ArrowRightIcon />
          </NextLink>
        </Box>
      </Box>
      <NewsGrid items={items} headingLevel="h3" />
    </Box>
  )
}
