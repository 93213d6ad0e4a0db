import { Box, Heading, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'
import { ArrowRightIcon } from '@/components/common/icons'
import { SiteImage } from '@/components/common/SiteImage'
import { websiteHost } from '@/lib/catalogue/resellerLink'
import type { ProductPage } from '@/lib/content/product'

const card = {
  display: 'flex',
  alignItems: 'center',
  gap: '4',
  h: 'full',
  p: '3',
  bg: 'bg',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
} as const

/**
 * Where to buy: each reseller with its 100×100 logo, linked to its website in a new tab. The
 * link's accessible name says whose site it opens and where.
 */
export function ProductResellers({ resellers }: { resellers: ProductPage['resellers'] }) {
  const { t } = useTranslation('product')
  const headingId = useId()
  if (resellers.length === 0) return null
  return (
    <Box as="section" aria-labelledby={headingId} mt={{ base: '12', lg: '16' }}>
      <Heading as="h2" id={headingId} size="lg">
        {t('resellers.title')}
      </Heading>
      <Text mt="2" color="fg.muted">
        {t('resellers.intro')}
      </Text>
      <chakra.ul
        listStyle="none"
        p="0"
        mt="5"
        display="grid"
        gridTemplateColumns={{
          base: 'minmax(0, 1fr)',
          md: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        }}
        gap="4"
        data-testid="product-resellers"
      >
        {resellers.map((reseller) => {
          const host = websiteHost(reseller.website)
          const name = reseller.name ?? host ?? ''
          const content = (
            <>
              {reseller.logo && (
                <Box flexShrink={0} w="100px" borderRadius="md" overflow="hidden">
                  <SiteImage
                    image={{ ...reseller.logo, alt: '' }}
                    style={{ width: '100px', height: '100px', display: 'block' }}
                  />
                </Box>
              )}
              <Box minW="0" flex="1">
                <Text fontWeight="semibold" color="fg">
                  {name}
                </Text>
                {host && (
                  <Text
                    mt="1"
                    fontSize="sm"
                    color="brand.fg"
                    display="flex"
                    alignItems="center"
                    gap="1"
                    overflowWrap="anywhere"
                  >
                    {host}
                    <ArrowRightIcon style={{ transform: 'rotate(-45deg)', flexShrink: 0 }} />
                  </Text>
                )}
              </Box>
            </>
          )
          return (
            <li key={reseller._id}>
              {host ? (
                <chakra.a
                  href={reseller.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('resellers.link', { name, host })}
                  {...card}
                  transitionProperty="border-color, box-shadow"
                  transitionDuration="fast"
                  _hover={{ borderColor: 'brand.solid', shadow: 'sm' }}
                >
                  {content}
                </chakra.a>
              ) : (
                <Box {...card}>{content}</Box>
              )}
            </li>
          )
        })}
      </chakra.ul>
    </Box>
  )
}
