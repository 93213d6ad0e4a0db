import { Box, chakra, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { formatDecimal, formatNumber } from '@/lib/i18n/format'
import type { Lang } from '@/lib/i18n/lang'
import {
  VITAL_METRICS,
  vitalRating,
  type AnalyticsOverview,
  type VitalMetric,
  type VitalRating,
  type VitalSummary,
} from '@/shared/siteAnalytics'

const RATING_COLOURS: Record<VitalRating, { bg: string; color: string }> = {
  good: { bg: 'green.50', color: 'green.700' },
  needsImprovement: { bg: 'orange.50', color: 'orange.700' },
  poor: { bg: 'red.50', color: 'red.700' },
}

function VitalCell({
  metric,
  summary,
  lang,
}: {
  metric: VitalMetric
  summary: VitalSummary | null
  lang: Lang
}) {
  const { t } = useTranslation('siteAnalytics')
  if (summary === null) return <Text color="fg.muted">{t('vitals.none')}</Text>
  const value =
    metric === 'CLS'
      ? formatDecimal(summary.p75, lang, 2, 3)
      : metric === 'LCP'
        ? t('units.seconds', { value: formatDecimal(summary.p75 / 1000, lang, 2) })
        : t('units.milliseconds', { value: formatNumber(summary.p75, lang) })
  const rating = vitalRating(metric, summary.p75)
  return (
    <Box display="flex" flexDirection="column" gap="1" alignItems="flex-end">
      <Text fontWeight="semibold">{value}</Text>
      {/* The rating is said in words, not by colour alone. */}
      <Box
        as="span"
        px="2"
        borderRadius="full"
        fontSize="xs"
        fontWeight="semibold"
        whiteSpace="nowrap"
        data-rating={rating}
        {...RATING_COLOURS[rating]}
      >
        {t(`vitals.rating.${rating}`)}
      </Box>
    </Box>
  )
}

/** p75 LCP, INP and CLS per page, each with its rating against Google's thresholds. */
export function VitalsTable({ overview, lang }: { overview: AnalyticsOverview; lang: Lang }) {
  const { t } = useTranslation('siteAnalytics')
  return (
    <Box overflowX="auto">
      <chakra.table w="full" fontSize="sm" borderCollapse="collapse" data-testid="vitals-table">
        <thead>
          <tr>
            <chakra.th textAlign="start" py="2" px="3" borderBottomWidth="2px" borderColor="border">
              {t('vitals.page')}
            </chakra.th>
            {VITAL_METRICS.map((metric) => (
              <chakra.th
                key={metric}
                textAlign="end"
                py="2"
                px="3"
                borderBottomWidth="2px"
                borderColor="border"
              >
                <abbr title={t(`vitals.metric.${metric}`)}>{t(`vitals.abbr.${metric}`)}</abbr>
              </chakra.th>
            ))}
            <chakra.th textAlign="end" py="2" px="3" borderBottomWidth="2px" borderColor="border">
              {t('vitals.samples')}
            </chakra.th>
          </tr>
        </thead>
        <tbody>
          {overview.vitals.map((page) => (
            <chakra.tr key={page.path} borderBottomWidth="1px" borderColor="border">
              <chakra.th scope="row" textAlign="start" fontWeight="normal" px="3" py="2">
                <chakra.code wordBreak="break-all">{page.path}</chakra.code>
              </chakra.th>
              {VITAL_METRICS.map((metric) => (
                <chakra.td key={metric} px="3" py="2" textAlign="end">
                  <VitalCell metric={metric} summary={page[metric]} lang={lang} />
                </chakra.td>
              ))}
              <chakra.td px="3" py="2" textAlign="end">
                {formatNumber(
                  Math.max(...VITAL_METRICS.map((metric) => page[metric]?.samples ?? 0)),
                  lang,
                )}
              </chakra.td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  )
}
