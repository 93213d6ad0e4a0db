import { Box, Heading, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'
import { ProductCard } from '@/components/catalogue/ProductCard'
import { ArrowRightIcon } from '@/components/common/icons'
import type { ProductCard as ProductCardData } from '@/lib/content/productList'

const CATALOGUE_PATH = '/product-list'

/** The editors' related products as catalogue cards, and the way to the whole catalogue. */
export function RelatedProducts({ products }: { products: readonly ProductCardData[] }) {
  const { t } = useTranslation('product')
  const headingId = useId()
  if (products.length === 0) return null
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
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
        <Heading as="h2" id={headingId} size="lg">
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
          <NextLink href={CATALOGUE_PATH}>
            {t('related.all')}
            <ArrowRightIcon />
          </NextLink>
        </Box>
      </Box>
      <chakra.ul
        listStyle="none"
        p="0"
        display="grid"
        gridTemplateColumns={{
          base: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        }}
        gap={{ base: '4', lg: '6' }}
        data-testid="related-products"
      >
        {products.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} />
          </li>
        ))}
      </chakra.ul>
    </Box>
  )
}
