import { Container, Heading, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import type { BusinessBrand } from '@/lib/content/business'
import { BrandPanel } from './BrandPanel'

/** The line's brands, the lead brand (most products, first in the list) with its banner. */
export function BrandShowcase({ brands }: { brands: BusinessBrand[] }) {
  const { t } = useTranslation('business')
  if (brands.length === 0) return null
  return (
    <Container as="section" aria-labelledby="business-brands-title" py={{ base: '12', lg: '16' }}>
      <Heading as="h2" id="business-brands-title" size="xl">
        {t('line.brands.heading')}
      </Heading>
      <Text mt="2" color="fg.muted">
        {t('line.brands.intro')}
      </Text>
      <chakra.ul listStyle="none" mt="8" display="grid" gap={{ base: '6', lg: '8' }}>
        {brands.map((brand, index) => (
          <li key={brand._id}>
            <BrandPanel brand={brand} isLead={index === 0} />
          </li>
        ))}
      </chakra.ul>
    </Container>
  )
}
