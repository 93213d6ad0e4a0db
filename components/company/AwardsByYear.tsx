import { Box, Heading, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'
import { SiteImage } from '@/components/common/SiteImage'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { Award, AwardsPage } from '@/lib/content/company'
import { formatYear } from '@/lib/i18n/format'

/** Awards under a heading per year, newest year first; the year stays beside its list on wide screens. */
export function AwardsByYear({ years }: AwardsPage) {
  const { t } = useTranslation('company')
  const { lang } = useCurrentPath()
  if (years.length === 0) return <Text color="fg.muted">{t('awards.empty')}</Text>
  return (
    <Box maxW="64rem">
      {years.map(({ year, items }) => (
        <YearOfAwards key={year} label={formatYear(year, lang)} awards={items} />
      ))}
    </Box>
  )
}

function YearOfAwards({ label, awards }: { label: string; awards: Award[] }) {
  const { t } = useTranslation('company')
  const headingId = useId()
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      display="grid"
      gridTemplateColumns={{ base: '1fr', lg: '10rem 1fr' }}
      gap={{ base: '3', lg: '8' }}
      py={{ base: '6', lg: '8' }}
      borderTopWidth="1px"
      borderColor="border"
      _first={{ borderTopWidth: '0', pt: '0' }}
    >
      <Heading as="h2" id={headingId} size="xl" fontVariantNumeric="tabular-nums">
        {label}
      </Heading>
      <chakra.ul listStyle="none" display="grid" gap={{ base: '6', lg: '8' }}>
        {awards.map((award) => (
          <Box
            as="li"
            key={award._id}
            display="grid"
            gridTemplateColumns={
              award.image ? { base: '6rem minmax(0, 1fr)', md: '10rem minmax(0, 1fr)' } : '1fr'
            }
            columnGap={{ base: '4', md: '6' }}
            rowGap="3"
            alignItems="start"
          >
            {award.image && (
              <Box gridRow={{ md: 'span 2' }}>
                <SiteImage
                  image={award.image}
                  sizes="(min-width: 640px) 160px, 96px"
                  style={{ width: '100%', height: 'auto', borderRadius: '0.5rem' }}
                />
              </Box>
            )}
            <Box>
              <Heading as="h3" size="md">
                {award.title}
              </Heading>
              {award.issuer && (
                <Text mt="1" fontSize="sm" fontWeight="semibold" color="fg.muted">
                  {t('awards.presentedBy', { issuer: award.issuer })}
                </Text>
              )}
            </Box>
            {award.description && (
              // Under the picture and the title on phones, beside the picture from `md`.
              <Text gridColumn={{ base: '1 / -1', md: '2' }} lineHeight="tall" maxW="prose">
                {award.description}
              </Text>
            )}
          </Box>
        ))}
      </chakra.ul>
    </Box>
  )
}
