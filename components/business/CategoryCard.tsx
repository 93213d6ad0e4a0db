import { Box, Heading, Text, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { ArrowRightIcon } from '@/components/common/icons'
import { SiteImage } from '@/components/common/SiteImage'
import type { BusinessCategory } from '@/lib/content/business'
import { categoryCatalogueHref } from './catalogueHref'
import { useProductCount } from './useProductCount'

// The name is the link; its ::after covers the card so the whole card can be clicked.
const StretchedLink = chakra(NextLink, {
  base: {
    borderRadius: 'sm',
    _after: { content: '""', position: 'absolute', inset: '0' },
    _hover: { textDecoration: 'underline' },
  },
})

/** A category of the line: picture, icon and name, what it is and its products in the catalogue. */
export function CategoryCard({
  category,
  lineSlug,
}: {
  category: BusinessCategory
  lineSlug: string
}) {
  const productCount = useProductCount()
  return (
    <Box
      as="article"
      position="relative"
      // Picture beside the text on phones, above it from tablets on.
      display="grid"
      gridTemplateColumns={category.image ? { base: '8rem minmax(0, 1fr)', md: '1fr' } : '1fr'}
      gridTemplateRows={{ md: 'auto 1fr' }}
      h="full"
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      overflow="hidden"
      transitionProperty="box-shadow"
      transitionDuration="fast"
      _hover={{ shadow: 'md' }}
      data-testid="business-category"
    >
      {category.image && (
        // A thumbnail on phones, the card's full-width picture from tablets on.
        <Box p={{ base: '3', md: '0' }} pe={{ base: '0', md: '0' }}>
          <Box borderRadius={{ base: 'md', md: 'none' }} overflow="hidden">
            <SiteImage
              image={category.image}
              sizes="(min-width: 640px) 320px, 128px"
              style={{ width: '100%', height: 'auto', display: 'block' }}
            />
          </Box>
        </Box>
      )}
      <Box display="flex" flexDirection="column" p={{ base: '4', md: '5' }}>
        <Box display="flex" alignItems="center" gap="2">
          {category.icon && <SiteImage image={{ ...category.icon, alt: '' }} />}
          <Heading as="h3" size="md">
            <StretchedLink href={categoryCatalogueHref(lineSlug, category.slug)}>
              {category.name}
            </StretchedLink>
          </Heading>
        </Box>
        {category.description && (
          <Text mt="2" fontSize="sm" color="fg.muted" lineHeight="tall">
            {category.description}
          </Text>
        )}
        <Box
          mt="auto"
          pt="4"
          display="flex"
          alignItems="center"
          gap="2"
          fontSize="sm"
          fontWeight="semibold"
          color="brand.fg"
        >
          {productCount(category.productCount)}
          <ArrowRightIcon />
        </Box>
      </Box>
    </Box>
  )
}
