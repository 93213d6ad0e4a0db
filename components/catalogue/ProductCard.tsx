import { Box, Text } from '@chakra-ui/react'
import { SiteImage } from '@/components/common/SiteImage'
import type { ProductCard as ProductCardData } from '@/lib/content/productList'

/** A product in a grid: picture, name, brand and category (with its icon). */
export function ProductCard({ product }: { product: ProductCardData }) {
  return (
    <Box
      as="article"
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      overflow="hidden"
      data-testid="product-card"
    >
      {product.image && (
        <SiteImage
          image={product.image}
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw"
          style={{ width: '100%', height: 'auto', display: 'block' }}
        />
      )}
      <Box p="4">
        <Text as="h3" fontWeight="semibold" lineHeight="short">
          {product.name}
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
