import { Box, Container, Heading, Text, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import { SiteImage } from '@/components/common/SiteImage'
import type { BusinessTile } from '@/lib/content/getHomePage'

const TileLink = chakra(NextLink, {
  base: {
    display: 'flex',
    flexDirection: 'column',
    h: 'full',
    bg: 'bg',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'lg',
    overflow: 'hidden',
    transitionProperty: 'box-shadow, border-color',
    transitionDuration: 'fast',
    _hover: { borderColor: 'brand.300', boxShadow: 'md' },
  },
})

/** The eight lines of business, each opening the catalogue filtered to it. */
export function BusinessTiles({ tiles }: { tiles: BusinessTile[] }) {
  const { t } = useTranslation('home')
  if (tiles.length === 0) return null
  return (
    <Container as="section" aria-labelledby="home-lines-title" py={{ base: '12', lg: '16' }}>
      <Heading as="h2" id="home-lines-title" size="xl">
        {t('lines.heading')}
      </Heading>
      <Text mt="2" color="fg.muted" maxW="prose">
        {t('lines.intro')}
      </Text>
      <chakra.ul
        listStyle="none"
        mt="8"
        display="grid"
        gridTemplateColumns={{
          base: 'repeat(2, 1fr)',
          tablet: 'repeat(3, 1fr)',
          lg: 'repeat(4, 1fr)',
        }}
        gap={{ base: '3', md: '5' }}
      >
        {tiles.map((tile) => (
          <li key={tile.key}>
            <TileLink href={tile.href}>
              {tile.image && (
                <SiteImage
                  image={{ ...tile.image, alt: '' }}
                  sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 744px) 33vw, 50vw"
                  style={{ width: '100%', height: 'auto', display: 'block' }}
                />
              )}
              <Box p={{ base: '3', md: '4' }}>
                <Text
                  as="h3"
                  fontWeight="semibold"
                  fontSize={{ base: 'md', md: 'lg' }}
                  lineHeight="short"
                >
                  {tile.name}
                </Text>
                <Text mt="1" fontSize="sm" color="fg.muted">
                  {t('lines.productCount', { count: tile.productCount })}
                </Text>
              </Box>
            </TileLink>
          </li>
        ))}
      </chakra.ul>
    </Container>
  )
}
