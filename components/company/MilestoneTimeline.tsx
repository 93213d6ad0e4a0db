import { Box, Heading, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { SiteImage } from '@/components/common/SiteImage'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { MilestonesPage } from '@/lib/content/company'
import { formatYear } from '@/lib/i18n/format'

// Where the rail runs: at the left edge on phones, between the years and the text from `lg`.
const RAIL = { base: '0.5rem', lg: '9.5rem' }

/**
 * The company's history as a vertical timeline: a rail with a marker per year, the year (in the
 * reader's era), then what happened. One column on phones; from `lg` the years stand left of the
 * rail and the picture sits beside the text.
 */
export function MilestoneTimeline({ years }: MilestonesPage) {
  const { t } = useTranslation('company')
  const { lang } = useCurrentPath()
  if (years.length === 0) return <Text color="fg.muted">{t('milestones.empty')}</Text>
  return (
    <chakra.ol listStyle="none" maxW="64rem">
      {years.map(({ year, items }) => (
        <Box
          as="li"
          key={year}
          position="relative"
          display="grid"
          gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: '8rem minmax(0, 1fr)' }}
          columnGap="12"
          rowGap="3"
          ps={{ base: '8', lg: '0' }}
          pb={{ base: '10', lg: '14' }}
          _before={{
            content: '""',
            position: 'absolute',
            insetStart: { base: `calc(${RAIL.base} - 1px)`, lg: `calc(${RAIL.lg} - 1px)` },
            top: '2',
            bottom: '0',
            w: '2px',
            bg: 'border',
          }}
          _last={{ pb: '0', _before: { display: 'none' } }}
        >
          <Box
            aria-hidden="true"
            position="absolute"
            insetStart={{ base: `calc(${RAIL.base} - 0.5rem)`, lg: `calc(${RAIL.lg} - 0.5rem)` }}
            top={{ base: '0.45rem', lg: '0.7rem' }}
            w="4"
            h="4"
            borderRadius="full"
            bg="bg"
            borderWidth="3px"
            borderColor="brand.solid"
          />
          <chakra.time
            dateTime={String(year)}
            textAlign={{ lg: 'end' }}
            fontSize={{ base: '2xl', lg: '3xl' }}
            fontWeight="bold"
            lineHeight="shorter"
            color="brand.fg"
            fontVariantNumeric="tabular-nums"
          >
            {formatYear(year, lang)}
          </chakra.time>
          <Box display="grid" gap="8">
            {items.map((milestone) => (
              <Box
                key={milestone._id}
                display="grid"
                gridTemplateColumns={{
                  base: 'minmax(0, 1fr)',
                  lg: milestone.image ? 'minmax(0, 1fr) 15rem' : 'minmax(0, 1fr)',
                }}
                gap={{ base: '4', lg: '8' }}
                alignItems="start"
                pt={{ lg: '2' }}
              >
                <Box>
                  <Heading as="h2" size="md">
                    {milestone.title}
                  </Heading>
                  <Text mt="2" color="fg.muted" lineHeight="tall" maxW="prose">
                    {milestone.description}
                  </Text>
                </Box>
                {milestone.image && (
                  <Box maxW={{ base: '16rem', lg: 'none' }}>
                    <SiteImage
                      image={milestone.image}
                      sizes="(min-width: 1024px) 240px, 256px"
                      style={{ width: '100%', height: 'auto', borderRadius: '0.5rem' }}
                    />
                  </Box>
                )}
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </chakra.ol>
  )
}
