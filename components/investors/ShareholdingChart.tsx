import { Box, Text, chakra } from '@chakra-ui/react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { Shareholder } from '@/lib/content/investors'
import { formatNumber, formatPercent } from '@/lib/i18n/format'
import {
  listedPercentage,
  ringSegments,
  shareholdingSlices,
  type ShareholdingSlice,
} from '@/lib/investors/shareholding'

// Colours of the slices drawn one by one, then of the other listed holders and of the rest.
// Each stands out from white by at least 3:1 except the rest, which is the background share.
const HOLDER_COLOURS = ['brand.600', 'blue.600', 'gold.600', 'green.600', 'orange.600'] as const
const OTHER_MAJOR_COLOUR = 'gray.600'
const REST_COLOUR = 'gray.300'

const RADIUS = 80
const RING_WIDTH = 34

function colourOf(slice: ShareholdingSlice, index: number) {
  if (slice.kind === 'otherMajor') return OTHER_MAJOR_COLOUR
  if (slice.kind === 'rest') return REST_COLOUR
  return HOLDER_COLOURS[index % HOLDER_COLOURS.length]
}

function labelOf(slice: ShareholdingSlice, t: TFunction<'investors'>, lang: 'th' | 'en') {
  if (slice.kind === 'otherMajor') {
    return t('shareholders.chart.otherMajor', { count: formatNumber(slice.count, lang) })
  }
  if (slice.kind === 'rest') return t('shareholders.chart.rest')
  return slice.name
}

/**
 * A donut of who holds the paid-up shares: the largest holders one by one, the other listed
 * holders together, and everyone else. An image with a text alternative listing every slice;
 * the legend says the same, and the table beside it stays the source of the exact figures.
 */
export function ShareholdingChart({ shareholders }: { shareholders: readonly Shareholder[] }) {
  const { t } = useTranslation('investors')
  const { lang } = useCurrentPath()
  const titleId = useId()
  const descId = useId()
  const captionId = useId()
  const slices = shareholdingSlices(shareholders)
  const segments = ringSegments(slices)
  const labelled = slices.map((slice, index) => ({
    ...slice,
    label: labelOf(slice, t, lang),
    colour: colourOf(slice, index),
    value: formatPercent(slice.percentage, lang),
  }))
  return (
    <Box
      as="figure"
      aria-labelledby={captionId}
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: '15rem minmax(0, 1fr)' }}
      alignItems="center"
      gap={{ base: '6', md: '10' }}
      p={{ base: '5', md: '8' }}
      bg="bg.subtle"
      borderRadius="lg"
      borderWidth="1px"
      borderColor="border"
      data-testid="shareholding-chart"
    >
      <Box as="figcaption" id={captionId} gridColumn="1 / -1">
        <Text as="span" display="block" fontWeight="bold" fontSize="lg">
          {t('shareholders.chart.heading')}
        </Text>
        <Text as="span" display="block" mt="1" fontSize="sm" color="fg.muted">
          {t('shareholders.chart.note')}
        </Text>
      </Box>
      <chakra.svg
        viewBox="0 0 200 200"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        w="full"
        maxW="15rem"
        mx="auto"
        display="block"
      >
        <title id={titleId}>{t('shareholders.chart.title')}</title>
        <desc id={descId}>
          {labelled.map((slice) => `${slice.label}: ${slice.value}`).join('; ')}
        </desc>
        <g transform="rotate(-90 100 100)">
          {segments.map((segment, index) => (
            <chakra.circle
              key={segment.key}
              cx="100"
              cy="100"
              r={RADIUS}
              fill="none"
              stroke={labelled[index]!.colour}
              strokeWidth={RING_WIDTH}
              pathLength={100}
              strokeDasharray={`${segment.length} ${100 - segment.length}`}
              strokeDashoffset={-segment.offset}
            />
          ))}
        </g>
        <chakra.text
          x="100"
          y="98"
          textAnchor="middle"
          fontSize="26px"
          fontWeight="bold"
          fill="fg"
          fontVariantNumeric="tabular-nums"
        >
          {formatPercent(listedPercentage(shareholders), lang)}
        </chakra.text>
        <chakra.text x="100" y="122" textAnchor="middle" fontSize="14px" fill="fg.muted">
          {t('shareholders.chart.centre', { count: formatNumber(shareholders.length, lang) })}
        </chakra.text>
      </chakra.svg>
      <chakra.ul listStyle="none" display="grid" gap="2" maxW="md">
        {labelled.map((slice) => (
          <Box
            as="li"
            key={slice.key}
            display="grid"
            gridTemplateColumns="auto minmax(0, 1fr) auto"
            alignItems="baseline"
            gap="3"
            fontSize="sm"
          >
            <Box
              aria-hidden="true"
              w="3"
              h="3"
              borderRadius="sm"
              bg={slice.colour}
              alignSelf="center"
            />
            <span>{slice.label}</span>
            <chakra.span fontWeight="semibold" fontVariantNumeric="tabular-nums" textAlign="end">
              {slice.value}
            </chakra.span>
          </Box>
        ))}
      </chakra.ul>
    </Box>
  )
}
