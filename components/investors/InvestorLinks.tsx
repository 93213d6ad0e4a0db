import { Box, Heading, Text, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import { ArrowRightIcon } from '@/components/common/icons'
import { INVESTOR_PAGES } from '@/lib/investors/pages'
import { OverviewSection } from './OverviewSection'

const CardLink = chakra(NextLink, {
  base: {
    display: 'flex',
    flexDirection: 'column',
    h: 'full',
    p: { base: '5', lg: '6' },
    bg: 'bg',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'lg',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: 'fast',
    _hover: { borderColor: 'brand.solid', boxShadow: 'md' },
  },
})

/** A card for each page of the investor section. */
export function InvestorLinks() {
  const { t } = useTranslation('investors')
  return (
    <OverviewSection heading={t('overview.links.heading')}>
      <chakra.ul
        listStyle="none"
        display="grid"
        gridTemplateColumns={{
          base: '1fr',
          md: 'repeat(2, minmax(0, 1fr))',
          xl: 'repeat(3, minmax(0, 1fr))',
        }}
        gap="4"
      >
        {INVESTOR_PAGES.map(({ key, path }) => (
          <li key={key}>
            <CardLink href={path}>
              <Heading as="h3" size="md" display="flex" alignItems="center" gap="2">
                {t(`pages.${key}.title`)}
                <Box as="span" color="brand.fg" display="inline-flex">
                  <ArrowRightIcon />
                </Box>
              </Heading>
              <Text mt="2" fontSize="sm" color="fg.muted">
                {t(`pages.${key}.linkText`)}
              </Text>
            </CardLink>
          </li>
        ))}
      </chakra.ul>
    </OverviewSection>
  )
}
