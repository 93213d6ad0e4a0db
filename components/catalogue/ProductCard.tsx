import { Box, Text, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { SiteImage } from '@/components/common/SiteImage'
import type { ProductCard as ProductCardData } from '@/lib/content/productList'

// The name is the card's one link; its ::after covers the card, so the picture is a target too
// without a second link for keyboards and screen readers.
const CardLink = chakra(NextLink, {
  base: {
    color: 'fg',
    _hover: { color: 'brand.fg', textDecoration: 'underline' },
    _after: { content: '""', position: 'absolute', inset: '0' },
    _focusVisible: { outline: 'none' },
  },
})

/** A product in a grid: picture, name (linking to its page), brand and category with its icon. */
export function ProductCard({
  product,
  aboveTheFold = false,
}: {
  product: ProductCardData
  /** In the first row of the list: its picture loads at once (it is the page's largest paint). */
  aboveTheFold?: boolean
}) {
  return (
    <Box
      as="article"
      position="relative"
      h="full"
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      overflow="hidden"
      transitionProperty="box-shadow, border-color"
      transitionDuration="fast"
      _hover={{ shadow: 'md' }}
      // The focus ring goes round the whole card, not the name alone.
      css={{
        '&:has(a:focus-visible)': {
          outline: '2px solid',
          outlineColor: 'focusRing',
          outlineOffset: '2px',
        },
      }}
      data-testid="product-card"
    >
      {product.image && (
        <SiteImage
          image={product.image}
          priority={aboveTheFold}
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw"
          style={{ width: '100%', height: 'auto', display: 'block' }}
        />
      )}
      <Box p={{ base: '3', md: '4' }}>
        <Text as="h3" fontWeight="semibold" lineHeight="short">
          <CardLink href={`/products/${product.slug}`}>{product.name}</CardLink>
        </Text>
        {product.brand?.name && (
          <Text mt="1" fontSize="sm" color="fg.muted">
            {product.brand.name}
          </Text>
        )}
        {product.category?.name && (
          <Box mt="2" display="flex" alignItems="center" gap="1.5" fontSize="sm" color="fg.muted">
            {product.category.icon && <SiteImage image={{ ...product.category.icon, alt: '' }} />}
            {product.category.name}
          </Box>
        )}
      </Box>
    </Box>
  )
}
