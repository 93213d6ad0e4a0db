import { Box, Heading, Text, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import { ArrowRightIcon } from '@/components/common/icons'
import { SiteImage } from '@/components/common/SiteImage'
import type { BusinessLineSummary } from '@/lib/content/business'
import { CategoryChips } from './CategoryChips'
import { useProductCount } from './useProductCount'

const MoreLink = chakra(NextLink, {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    alignSelf: 'flex-start',
    mt: 'auto',
    pt: '6',
    color: 'brand.fg',
    fontWeight: 'semibold',
    borderRadius: 'sm',
    _hover: { textDecoration: 'underline' },
  },
})

/** One business line on the overview: cover, name, summary, product count and categories. */
export function BusinessLineCard({
  line,
  isFeatured = false,
}: {
  line: BusinessLineSummary
  /** Drawn across the whole row (the first line). */
  isFeatured?: boolean
}) {
  const { t } = useTranslation('business')
  const productCount = useProductCount()
  const categoriesId = `business-line-${line.slug}-categories`
  return (
    <Box
      as="article"
      display="flex"
      flexDirection="column"
      h="full"
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      overflow="hidden"
      data-testid="business-line-card"
    >
      {line.cover && (
        <SiteImage
          image={line.cover}
          sizes={
            isFeatured
              ? '(min-width: 1280px) 1216px, 100vw'
              : '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw'
          }
          priority={isFeatured}
          style={{ width: '100%', height: 'auto', display: 'block' }}
        />
      )}
      <Box display="flex" flexDirection="column" flex="1" p={{ base: '5', lg: '8' }}>
        <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
          {productCount(line.productCount)}
        </Text>
        <Heading as="h2" size="lg" mt="1">
          {line.name}
        </Heading>
        {line.summary && (
          <Text mt="3" color="fg.muted" lineHeight="tall" maxW="prose">
            {line.summary}
          </Text>
        )}
        {line.categories.length > 0 && (
          <Box mt="5">
            <Text id={categoriesId} fontSize="sm" fontWeight="semibold">
              {t('overview.categories')}
            </Text>
            <CategoryChips categories={line.categories} labelledBy={categoriesId} />
          </Box>
        )}
        <MoreLink href={`/business/${line.slug}`}>
          {t('overview.explore', { name: line.name })}
          <ArrowRightIcon />
        </MoreLink>
      </Box>
    </Box>
  )
}
