import { Box, Container, Heading, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import type { BusinessCategory } from '@/lib/content/business'
import { CategoryCard } from './CategoryCard'

/** The line's product categories, each a way into the catalogue. */
export function CategoryGrid({
  categories,
  lineSlug,
}: {
  categories: BusinessCategory[]
  lineSlug: string
}) {
  const { t } = useTranslation('business')
  if (categories.length === 0) return null
  return (
    <Box
      as="section"
      aria-labelledby="business-categories-title"
      bg="bg.subtle"
      py={{ base: '12', lg: '16' }}
    >
      <Container>
        <Heading as="h2" id="business-categories-title" size="xl">
          {t('line.categories.heading')}
        </Heading>
        <Text mt="2" color="fg.muted">
          {t('line.categories.intro')}
        </Text>
        <chakra.ul
          listStyle="none"
          mt="8"
          display="grid"
          // Cards keep a card's width when a line has only one or two categories.
          gridTemplateColumns={{ base: '1fr', md: 'repeat(auto-fill, minmax(15rem, 1fr))' }}
          gap="5"
        >
          {categories.map((category) => (
            <li key={category._id}>
              <CategoryCard category={category} lineSlug={lineSlug} />
            </li>
          ))}
        </chakra.ul>
      </Container>
    </Box>
  )
}
