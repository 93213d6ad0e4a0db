import { Box } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import type { NewsCategory } from '@/lib/content/news'

/** The category of an article, as a small label. */
export function NewsCategoryBadge({ category }: { category: NewsCategory }) {
  const { t } = useTranslation('news')
  return (
    <Box
      as="span"
      display="inline-block"
      px="2"
      py="0.5"
      borderRadius="sm"
      bg="brand.subtle"
      color="brand.fg"
      fontSize="xs"
      fontWeight="semibold"
      lineHeight="moderate"
    >
      {t(`categories.${category}`)}
    </Box>
  )
}
