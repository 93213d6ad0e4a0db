import { Box, Container, Heading, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { ButtonLink } from '@/components/common/ButtonLink'
import { ArrowRightIcon } from '@/components/common/icons'
import { RichText } from '@/components/content/RichText'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { BusinessLinePage } from '@/lib/content/business'
import { formatNumber } from '@/lib/i18n/format'
import { lineCatalogueHref } from './catalogueHref'

/** The line's description beside its key numbers and the way into its products. */
export function BusinessLineAbout({ line }: { line: BusinessLinePage }) {
  const { t } = useTranslation('business')
  const { lang } = useCurrentPath()
  const figures = [
    { key: 'products', value: line.productCount },
    { key: 'brands', value: line.brands.length },
    { key: 'categories', value: line.categories.length },
  ] as const
  return (
    <Container
      pb={{ base: '12', lg: '16' }}
      display="grid"
      gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }}
      gap={{ base: '8', lg: '16' }}
      alignItems="start"
    >
      <RichText value={line.description} />
      <Box
        as="aside"
        aria-labelledby="business-glance-title"
        p="6"
        bg="bg.subtle"
        borderWidth="1px"
        borderColor="border"
        borderTopWidth="4px"
        borderTopColor="brand.solid"
        borderRadius="lg"
      >
        <Heading as="h2" id="business-glance-title" size="md">
          {t('line.glance.heading')}
        </Heading>
        <chakra.dl mt="4" display="grid" gridTemplateColumns="repeat(3, 1fr)" gap="3">
          {figures.map((figure) => (
            // Label first for screen readers, the number on top for the eye.
            <Box key={figure.key} display="flex" flexDirection="column-reverse">
              <chakra.dt fontSize="sm" color="fg.muted">
                {t(`line.glance.${figure.key}`)}
              </chakra.dt>
              <chakra.dd fontSize="3xl" fontWeight="bold" lineHeight="shorter" color="brand.fg">
                {formatNumber(figure.value, lang)}
              </chakra.dd>
            </Box>
          ))}
        </chakra.dl>
        <ButtonLink href={lineCatalogueHref(line.slug)} mt="6" w="full" h="auto" minH="12" py="3">
          {t('line.glance.cta')}
          <ArrowRightIcon />
        </ButtonLink>
      </Box>
    </Container>
  )
}
