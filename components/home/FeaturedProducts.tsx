import { Container, Heading, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { ProductCard } from '@/components/catalogue/ProductCard'
import type { ProductCard as ProductCardData } from '@/lib/content/productList'

export function FeaturedProducts({ products }: { products: ProductCardData[] }) {
  const { t } = useTranslation('home')
  if (products.length === 0) return null
  return (
    <Container as="section" aria-labelledby="home-featured-title" pb={{ base: '12', lg: '16' }}>
      <Heading as="h2" id="home-featured-title" size="xl">
        {t('featured.heading')}
      </Heading>
      <Text mt="2" color="fg.muted">
        {t('featured.intro')}
      </Text>
      <chakra.ul
        listStyle="none"
        mt="8"
        display="grid"
        gridTemplateColumns={{ base: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }}
        gap={{ base: '3', md: '5' }}
      >
        {products.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} />
          </li>
        ))}
      </chakra.ul>
    </Container>
  )
}
