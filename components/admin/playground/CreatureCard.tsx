import { Box, chakra } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useState } from 'react'
import { formatCreatureNumber, type Creature } from '@/lib/playground/creature'

const IMAGE_SIZE = 160

/** A found creature: picture (when there is one and it loads), name, number and types. */
export function CreatureCard({ creature }: { creature: Creature }) {
  const { t } = useTranslation('console')
  // The picture is on the creature service's own host, which may be out of reach when its
  // API is not (a local stand-in, an offline machine): then the card says so instead.
  const [failedImage, setFailedImage] = useState<string | null>(null)
  const hasImage = creature.imageUrl !== null && failedImage !== creature.imageUrl
  return (
    <Box
      as="article"
      display="grid"
      gridTemplateColumns={{ base: '1fr', adminSm: `${IMAGE_SIZE}px minmax(0, 1fr)` }}
      gap="5"
      alignItems="center"
      data-testid="creature-card"
    >
      <Box
        display="flex"
        alignItems="center"
        justifyContent="center"
        boxSize={`${IMAGE_SIZE}px`}
        mx={{ base: 'auto', adminSm: '0' }}
        bg="bg.muted"
        borderRadius="md"
        color="fg.muted"
        fontSize="sm"
        textAlign="center"
      >
        {hasImage ? (
          // eslint-disable-next-line @next/next/no-img-element -- a remote picture from the lookup service, not one of ours for next/image to optimise
          <img
            src={creature.imageUrl ?? undefined}
            alt={t('playground.creature.imageAlt', { name: creature.name })}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading="lazy"
            referrerPolicy="no-referrer"
            onError={() => setFailedImage(creature.imageUrl)}
          />
        ) : (
          t('playground.creature.noImage')
        )}
      </Box>
      <Box minW="0">
        <chakra.h3 fontSize="2xl" fontWeight="bold" textTransform="capitalize" lineHeight="short">
          {creature.name}
        </chakra.h3>
        <chakra.dl
          display="grid"
          gridTemplateColumns="auto minmax(0, 1fr)"
          columnGap="4"
          rowGap="2"
          mt="3"
        >
          <chakra.dt color="fg.muted">{t('playground.creature.number')}</chakra.dt>
          <chakra.dd fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {formatCreatureNumber(creature.id)}
          </chakra.dd>
          <chakra.dt color="fg.muted">{t('playground.creature.types')}</chakra.dt>
          <chakra.dd>
            {creature.types.length === 0 ? (
              t('playground.creature.noTypes')
            ) : (
              <chakra.ul listStyle="none" display="flex" flexWrap="wrap" gap="2">
                {creature.types.map((type) => (
                  <chakra.li
                    key={type}
                    px="2.5"
                    py="0.5"
                    borderRadius="full"
                    bg="brand.subtle"
                    color="brand.fg"
                    fontSize="sm"
                    fontWeight="semibold"
                    textTransform="capitalize"
                  >
                    {type}
                  </chakra.li>
                ))}
              </chakra.ul>
            )}
          </chakra.dd>
        </chakra.dl>
      </Box>
    </Box>
  )
}

const pulse = {
  bg: 'bg.muted',
  borderRadius: 'md',
  animation: 'fade-in 800ms ease-in-out infinite alternate',
  _motionReduce: { animation: 'none' },
} as const

/** The card's outline while a lookup is on its way. */
export function CreatureCardSkeleton() {
  return (
    <Box
      aria-hidden="true"
      display="grid"
      gridTemplateColumns={{ base: '1fr', adminSm: `${IMAGE_SIZE}px minmax(0, 1fr)` }}
      gap="5"
      alignItems="center"
      data-testid="creature-skeleton"
    >
      <Box boxSize={`${IMAGE_SIZE}px`} mx={{ base: 'auto', adminSm: '0' }} {...pulse} />
      <Box display="grid" gap="3">
        <Box h="7" w="60%" {...pulse} />
        <Box h="4" w="40%" {...pulse} />
        <Box h="4" w="50%" {...pulse} />
      </Box>
    </Box>
  )
}
