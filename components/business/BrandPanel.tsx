import { Box, Heading, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { ButtonLink } from '@/components/common/ButtonLink'
import { ArrowRightIcon, GlobeIcon } from '@/components/common/icons'
import { SiteImage } from '@/components/common/SiteImage'
import type { BusinessBrand } from '@/lib/content/business'
import { brandCatalogueHref } from './catalogueHref'
import { useProductCount } from './useProductCount'

const WebsiteLink = chakra('a', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    minH: '12',
    color: 'brand.fg',
    fontWeight: 'semibold',
    borderRadius: 'sm',
    _hover: { textDecoration: 'underline' },
  },
})

/**
 * A brand: its banner (the lead brand, 1440×400, with the logo over its lower edge) or its cover
 * strip (1440×200) across the top, then logo, what it is and its products in the catalogue.
 */
export function BrandPanel({ brand, isLead = false }: { brand: BusinessBrand; isLead?: boolean }) {
  const { t } = useTranslation('business')
  const productCount = useProductCount()
  const picture = isLead ? (brand.banner ?? brand.cover) : (brand.cover ?? brand.banner)
  // Only the tall banner leaves room for the logo over its edge; a strip would lose its motif.
  const isLogoOverPicture = isLead && picture !== null
  return (
    <Box
      as="article"
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      overflow="hidden"
      data-testid="business-brand"
    >
      {picture && (
        <SiteImage
          image={picture}
          sizes="(min-width: 1280px) 1216px, 100vw"
          style={{ width: '100%', height: 'auto', display: 'block' }}
        />
      )}
      <Box
        display="flex"
        flexDirection={{ base: 'column', md: 'row' }}
        gap={{ base: '4', md: '8' }}
        px={{ base: '5', lg: '8' }}
        pb={{ base: '5', lg: '8' }}
        pt={isLogoOverPicture ? '0' : { base: '5', lg: '8' }}
      >
        {brand.logo && (
          <Box
            flexShrink={0}
            position="relative"
            w={isLead ? { base: '24', lg: '10rem' } : { base: '20', lg: '8rem' }}
            mt={isLogoOverPicture ? { base: '-10', lg: '-12' } : '0'}
            borderWidth="4px"
            borderColor="bg"
            borderRadius="lg"
            overflow="hidden"
            bg="bg"
            shadow="md"
            alignSelf="flex-start"
          >
            <SiteImage
              image={brand.logo}
              sizes={isLead ? '(min-width: 1024px) 160px, 96px' : '(min-width: 1024px) 128px, 80px'}
              style={{ width: '100%', height: 'auto', display: 'block' }}
            />
          </Box>
        )}
        <Box flex="1" minW="0" pt={isLogoOverPicture ? { md: '5' } : '0'}>
          <Heading as="h3" size="lg">
            {brand.name}
          </Heading>
          <Text mt="1" fontSize="sm" fontWeight="semibold" color="fg.muted">
            {productCount(brand.productCount)}
          </Text>
          {brand.description && (
            <Text mt="3" lineHeight="tall" maxW="prose">
              {brand.description}
            </Text>
          )}
          <Box mt="5" display="flex" flexWrap="wrap" alignItems="center" columnGap="6" rowGap="2">
            <ButtonLink href={brandCatalogueHref(brand.slug)} h="auto" minH="12" py="2">
              {t('line.brands.products', { name: brand.name })}
              <ArrowRightIcon />
            </ButtonLink>
            {brand.website && (
              <WebsiteLink href={brand.website}>
                <GlobeIcon />
                {t('line.brands.website', { name: brand.name })}
              </WebsiteLink>
            )}
          </Box>
        </Box>
      </Box>
    </Box>
  )
}
