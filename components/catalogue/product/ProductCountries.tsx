import { Box, Heading, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'
import { SiteImage } from '@/components/common/SiteImage'
import type { ProductPage } from '@/lib/content/product'

/** The countries where the product is sold, each with its 150×150 picture and name. */
export function ProductCountries({ countries }: { countries: ProductPage['countries'] }) {
  const { t } = useTranslation('product')
  const headingId = useId()
  if (countries.length === 0) return null
  return (
    <Box as="section" aria-labelledby={headingId} mt={{ base: '12', lg: '16' }}>
      <Heading as="h2" id={headingId} size="lg">
        {t('countries.title')}
      </Heading>
      <Text mt="2" color="fg.muted">
        {t('countries.intro', { count: countries.length })}
      </Text>
      <chakra.ul
        listStyle="none"
        p="0"
        mt="5"
        display="grid"
        gridTemplateColumns="repeat(auto-fill, minmax(min(8.5rem, 40%), 1fr))"
        gap={{ base: '4', lg: '6' }}
        maxW={{ lg: '60rem' }}
        data-testid="product-countries"
      >
        {countries.map((country) => (
          <chakra.li key={country._id} textAlign="center" maxW="150px" mx="auto" w="full">
            {country.image && (
              // The name is written under it: the picture needs no text of its own.
              <SiteImage
                image={{ ...country.image, alt: '' }}
                sizes="150px"
                style={{
                  width: '100%',
                  height: 'auto',
                  display: 'block',
                  borderRadius: '9999px',
                }}
              />
            )}
            <Text mt="2" fontWeight="medium">
              {country.name ?? country.code}
            </Text>
          </chakra.li>
        ))}
      </chakra.ul>
    </Box>
  )
}
