import { Box, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { Shareholder } from '@/lib/content/investors'
import { formatDate, formatPercent } from '@/lib/i18n/format'
import { MoreLink } from './MoreLink'
import { OverviewSection } from './OverviewSection'

/** The largest shareholders with their stake drawn to scale (of all paid-up shares). */
export function TopShareholders({ shareholders }: { shareholders: readonly Shareholder[] }) {
  const { t } = useTranslation('investors')
  const { lang } = useCurrentPath()
  if (shareholders.length === 0) return null
  const asOf = shareholders[0]!.asOf
  return (
    <OverviewSection heading={t('overview.shareholders.heading')} data-testid="top-shareholders">
      <Text fontSize="sm" color="fg.muted" mb="4">
        {t('overview.shareholders.asOf', { date: formatDate(asOf, lang) })}
      </Text>
      <chakra.ol listStyle="none" display="grid" gap="4">
        {shareholders.map((holder) => (
          <li key={holder._id}>
            <Box display="flex" justifyContent="space-between" alignItems="baseline" gap="4">
              <Text fontWeight="medium" lineHeight="short">
                {holder.name}
              </Text>
              <Text fontWeight="bold" fontVariantNumeric="tabular-nums" flexShrink="0">
                {formatPercent(holder.percentage, lang)}
              </Text>
            </Box>
            <Box aria-hidden="true" mt="1.5" h="2" bg="bg.muted" borderRadius="full">
              <Box
                h="full"
                w={`${Math.min(100, holder.percentage)}%`}
                minW="1"
                bg="brand.solid"
                borderRadius="full"
              />
            </Box>
          </li>
        ))}
      </chakra.ol>
      <Box mt="5">
        <MoreLink href="/investors/shareholders-structure">
          {t('overview.shareholders.more')}
        </MoreLink>
      </Box>
    </OverviewSection>
  )
}
