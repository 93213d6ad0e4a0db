import { Box, Heading, Text } from '@chakra-ui/react'
import { SiteImage } from '@/components/common/SiteImage'
import type { ProductListBrand } from '@/lib/content/productList'

/** The one brand chosen, heading the list: its banner (1440×400), logo (200×200) and text. */
export function BrandHeader({ brand }: { brand: ProductListBrand }) {
  return (
    <Box
      as="section"
      aria-labelledby="catalogue-brand-name"
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      overflow="hidden"
      data-testid="brand-header"
    >
      {brand.banner && (
        <SiteImage
          image={brand.banner}
          sizes="(min-width: 1280px) 1232px, 100vw"
          priority
          style={{ width: '100%', height: 'auto', display: 'block' }}
        />
      )}
      <Box
        display="flex"
        flexDirection={{ base: 'column', md: 'row' }}
        gap={{ base: '3', md: '6' }}
        px={{ base: '4', lg: '8' }}
        pb={{ base: '4', lg: '6' }}
        pt={brand.banner ? '0' : { base: '4', lg: '6' }}
      >
        {brand.logo && (
          <Box
            flexShrink={0}
            w={{ base: '20', md: '8rem', xl: '10rem' }}
            mt={brand.banner ? { base: '-8', lg: '-12' } : '0'}
            position="relative"
            borderWidth="4px"
            borderColor="bg"
            borderRadius="lg"
            overflow="hidden"
            bg="bg"
            shadow="md"
            alignSelf="flex-start"
            data-testid="brand-logo"
          >
            <SiteImage
              image={brand.logo}
              sizes="(min-width: 1280px) 160px, (min-width: 640px) 128px, 80px"
              style={{ width: '100%', height: 'auto', display: 'block' }}
            />
          </Box>
        )}
        <Box flex="1" minW="0" pt={brand.banner ? { md: '4' } : '0'}>
          <Heading as="h2" id="catalogue-brand-name" size="lg">
            {brand.name}
          </Heading>
          {brand.description && (
            <Text mt="2" lineHeight="tall" maxW="prose" color="fg.muted">
              {brand.description}
            </Text>
          )}
        </Box>
      </Box>
    </Box>
  )
}
