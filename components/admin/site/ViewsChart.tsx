import { Box, chakra, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { formatDate, formatNumber } from '@/lib/i18n/format'
import type { Lang } from '@/lib/i18n/lang'
import type { AnalyticsOverview } from '@/shared/siteAnalytics'

const HEIGHT = 120
/** The drawn height; the bars stretch across the panel's width. */
const CHART_HEIGHT_PX = 128
const BAR_GAP = 2

/**
 * Views per day as an SVG bar chart, named by a sentence that says what it shows (total and
 * peak), with the same figures as a table under a disclosure for screen readers and anyone
 * who wants the numbers.
 */
export function ViewsChart({ overview, lang }: { overview: AnalyticsOverview; lang: Lang }) {
  const { t } = useTranslation('siteAnalytics')
  const titleId = useId()
  const { daily } = overview
  const peak = daily.reduce((best, day) => (day.views > best.views ? day : best), daily[0]!)
  const max = Math.max(1, peak.views)
  const width = daily.length * 12
  const label = t('views.chartLabel', {
    from: formatDate(overview.from, lang),
    to: formatDate(overview.to, lang),
    total: formatNumber(overview.totalViews, lang),
    peakDay: formatDate(peak.day, lang),
    peakViews: formatNumber(peak.views, lang),
  })
  return (
    <Box>
      <Box overflow="hidden">
        <svg
          role="img"
          aria-labelledby={titleId}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          width="100%"
          height={CHART_HEIGHT_PX}
          // The preflight's `svg { height: auto }` would keep the viewBox's proportions.
          style={{ height: CHART_HEIGHT_PX }}
          data-testid="views-chart"
        >
          <title id={titleId}>{label}</title>
          {daily.map((day, index) => {
            const barHeight = (day.views / max) * (HEIGHT - 4)
            return (
              <chakra.rect
                key={day.day}
                x={index * 12 + BAR_GAP / 2}
                y={HEIGHT - barHeight}
                width={12 - BAR_GAP}
                height={barHeight}
                fill="brand.600"
              />
            )
          })}
          {/* The baseline, so days with no views still read as days. */}
          <chakra.rect x={0} y={HEIGHT - 1} width={width} height={1} fill="border" />
        </svg>
      </Box>
      <Text fontSize="xs" color="fg.muted" display="flex" justifyContent="space-between">
        <span>{formatDate(overview.from, lang, 'medium')}</span>
        <span>{formatDate(overview.to, lang, 'medium')}</span>
      </Text>
      <chakra.details mt="3">
        <chakra.summary cursor="pointer">{t('views.showTable')}</chakra.summary>
        <chakra.table w="full" fontSize="sm" mt="2" data-testid="views-table">
          <thead>
            <tr>
              <chakra.th textAlign="start">{t('views.day')}</chakra.th>
              <chakra.th textAlign="end">{t('views.views')}</chakra.th>
              <chakra.th textAlign="end">{t('views.visitors')}</chakra.th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.day}>
                <td>{formatDate(day.day, lang, 'medium')}</td>
                <chakra.td textAlign="end">{formatNumber(day.views, lang)}</chakra.td>
                <chakra.td textAlign="end">{formatNumber(day.visitors, lang)}</chakra.td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </chakra.details>
    </Box>
  )
}
