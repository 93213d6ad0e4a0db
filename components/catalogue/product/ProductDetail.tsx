import { Box, Container, Grid, Heading } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'
import { RichText } from '@/components/content/RichText'
import { productGalleryImages } from '@/lib/catalogue/productGallery'
import { productSpecs } from '@/lib/catalogue/productSpecs'
import type { ProductPage } from '@/lib/content/product'
import { ProductCountries } from './ProductCountries'
import { ProductFacts } from './ProductFacts'
import { ProductGallery } from './ProductGallery'
import { ProductResellers } from './ProductResellers'
import { ProductSpecTable } from './ProductSpecTable'
import { RelatedProducts } from './RelatedProducts'

/**
 * A product page's content under its heading: pictures beside brand, category, line,
 * description and specification; then where it is sold, where to buy it and related products.
 */
export function ProductDetail({ product }: { product: ProductPage }) {
  const { t } = useTranslation('product')
  const descriptionId = useId()
  return (
    <Container pb={{ base: '12', lg: '16' }}>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }}
        gap={{ base: '8', lg: '12' }}
        alignItems="start"
      >
        {/* Keyed: a related product's page starts at its own first picture. */}
        <ProductGallery key={product._id} images={productGalleryImages(product)} />
        <Box minW="0">
          <ProductFacts product={product} />
          {product.description && product.description.length > 0 && (
            <Box as="section" aria-labelledby={descriptionId} mt="8">
              <Heading as="h2" id={descriptionId} size="lg" mb="3">
                {t('description.title')}
              </Heading>
              <RichText value={product.description} />
            </Box>
          )}
          <ProductSpecTable specs={productSpecs(product)} />
        </Box>
      </Grid>
      <ProductCountries countries={product.countries} />
      <ProductResellers resellers={product.resellers} />
      <RelatedProducts products={product.related} />
    </Container>
  )
}
