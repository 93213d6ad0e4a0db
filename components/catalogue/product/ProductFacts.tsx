import { Box, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import type { ReactNode } from 'react'
import { brandCatalogueHref, categoryCatalogueHref } from '@/components/business/catalogueHref'
import { SiteImage } from '@/components/common/SiteImage'
import type { ProductPage } from '@/lib/content/product'

const FactLink = chakra(NextLink, {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    minH: '6',
    color: 'brand.fg',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    borderRadius: 'sm',
    _hover: { textDecorationThickness: '2px' },
  },
})

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      display="grid"
      gridTemplateColumns={{ base: '7rem minmax(0, 1fr)', md: '10rem minmax(0, 1fr)' }}
      gap="4"
      alignItems="center"
      py="3"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <chakra.dt color="fg.muted" fontSize="sm">
        {label}
      </chakra.dt>
      <chakra.dd m="0">{children}</chakra.dd>
    </Box>
  )
}

/**
 * Brand (with its logo), category (with its icon) and business line. Brand and category open
 * the catalogue filtered by them; the line opens its business page.
 */
export function ProductFacts({ product }: { product: Pick<ProductPage, 'brand' | 'category'> }) {
  const { t } = useTranslation('product')
  const { brand, category } = product
  const line = category?.line
  return (
    <chakra.dl borderTopWidth="1px" borderColor="border">
      {brand?.name && (
        <Fact label={t('facts.brand')}>
          <Box display="flex" alignItems="center" gap="3">
            {brand.logo && (
              <Box
                flexShrink={0}
                w="16"
                borderWidth="1px"
                borderColor="border"
                borderRadius="md"
                overflow="hidden"
              >
                {/* The name is next to it: the logo adds nothing for a screen reader. */}
                <SiteImage
                  image={{ ...brand.logo, alt: '' }}
                  sizes="64px"
                  style={{ width: '100%', height: 'auto', display: 'block' }}
                />
              </Box>
            )}
            {brand.slug ? (
              <FactLink href={brandCatalogueHref(brand.slug)}>{brand.name}</FactLink>
            ) : (
              brand.name
            )}
          </Box>
        </Fact>
      )}
      {category?.name && (
        <Fact label={t('facts.category')}>
          {category.slug && line?.slug ? (
            <FactLink href={categoryCatalogueHref(line.slug, category.slug)}>
              {category.icon && <SiteImage image={{ ...category.icon, alt: '' }} />}
              {category.name}
            </FactLink>
          ) : (
            category.name
          )}
        </Fact>
      )}
      {line?.name && line.slug && (
        <Fact label={t('facts.line')}>
          <FactLink href={`/business/${line.slug}`}>{line.name}</FactLink>
        </Fact>
      )}
    </chakra.dl>
  )
}
