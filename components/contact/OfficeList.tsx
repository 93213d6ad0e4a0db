import { Box, Heading } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import type { Office } from '@/lib/content/contact'
import { OfficeCard } from './OfficeCard'

/** The sites other than the head office, three to a row on wide screens. */
export function OfficeList({ offices }: { offices: Office[] }) {
  const { t } = useTranslation('contact')
  if (offices.length === 0) return null
  return (
    <Box as="section" aria-labelledby="contact-offices-heading" mt={{ base: '12', lg: '16' }}>
      <Heading as="h2" id="contact-offices-heading" size="lg" mb="6">
        {t('offices.heading')}
      </Heading>
      <Box
        as="ul"
        listStyleType="none"
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
        gap={{ base: '5', lg: '6' }}
      >
        {offices.map((office) => (
          // A grid item of its own, so every card in a row is as tall as the tallest.
          <Box as="li" key={office._key} display="grid">
            <OfficeCard
              office={office}
              headingLevel="h3"
              mapSizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            />
          </Box>
        ))}
      </Box>
    </Box>
  )
}
