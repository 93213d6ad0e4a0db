import { Box, Button, chakra, Grid, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { Loaded } from '@/components/admin/Loaded'
import { AdminPanel } from '@/components/admin/shell/AdminPanel'
import { TotalFigures } from '@/components/admin/TotalFigures'
import { useSiteAnalytics } from '@/lib/admin/useSiteAnalytics'
import { formatDate, formatNumber } from '@/lib/i18n/format'
import type { Lang } from '@/lib/i18n/lang'
import {
  ANALYTICS_PERIODS,
  type AnalyticsOverview,
  type AnalyticsPeriod,
} from '@/shared/siteAnalytics'
import { ViewsChart } from './ViewsChart'
import { VitalsTable } from './VitalsTable'

const OTHER_DOMAIN = '(other)'

function RankedTable({
  rows,
  label,
  valueLabel,
  testId,
  lang,
}: {
  rows: { name: string; views: number; isCode: boolean }[]
  label: string
  valueLabel: string
  testId: string
  lang: Lang
}) {
  return (
    <chakra.table w="full" fontSize="sm" borderCollapse="collapse" data-testid={testId}>
      <thead>
        <tr>
          <chakra.th textAlign="start" py="2" borderBottomWidth="2px" borderColor="border">
            {label}
          </chakra.th>
          <chakra.th textAlign="end" py="2" borderBottomWidth="2px" borderColor="border">
            {valueLabel}
          </chakra.th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <chakra.tr key={row.name} borderBottomWidth="1px" borderColor="border">
            <chakra.td py="2" wordBreak="break-all">
              {row.isCode ? <code>{row.name}</code> : row.name}
            </chakra.td>
            <chakra.td py="2" textAlign="end">
              {formatNumber(row.views, lang)}
            </chakra.td>
          </chakra.tr>
        ))}
      </tbody>
    </chakra.table>
  )
}

function Overview({ overview, lang }: { overview: AnalyticsOverview; lang: Lang }) {
  const { t } = useTranslation('siteAnalytics')
  const today = overview.daily.at(-1)
  const totals = [
    { key: 'views', label: t('totals.views'), value: overview.totalViews },
    { key: 'visitors', label: t('totals.visitors'), value: today?.visitors ?? 0 },
    { key: 'pages', label: t('totals.pages'), value: overview.vitals.length },
  ]
  return (
    <Grid gap="6" templateColumns={{ base: '1fr', adminLg: '1fr 1fr' }}>
      <Box gridColumn={{ adminLg: 'span 2' }}>
        <AdminPanel title={t('views.title')} data-testid="site-views">
          <TotalFigures totals={totals} lang={lang} mb="4" />
          {overview.totalViews === 0 ? (
            <Text>{t('views.empty')}</Text>
          ) : (
            <ViewsChart overview={overview} lang={lang} />
          )}
        </AdminPanel>
      </Box>
      <AdminPanel title={t('pages.title')} data-testid="site-pages">
        {overview.topPages.length === 0 ? (
          <Text>{t('pages.empty')}</Text>
        ) : (
          <RankedTable
            rows={overview.topPages.map((page) => ({ ...page, name: page.path, isCode: true }))}
            label={t('pages.page')}
            valueLabel={t('pages.views')}
            testId="top-pages"
            lang={lang}
          />
        )}
      </AdminPanel>
      <AdminPanel title={t('referrers.title')} data-testid="site-referrers">
        {overview.topReferrers.length === 0 ? (
          <Text>{t('referrers.empty')}</Text>
        ) : (
          <RankedTable
            rows={overview.topReferrers.map((referrer) => ({
              views: referrer.views,
              name: referrer.domain === OTHER_DOMAIN ? t('referrers.other') : referrer.domain,
              isCode: false,
            }))}
            label={t('referrers.domain')}
            valueLabel={t('referrers.views')}
            testId="top-referrers"
            lang={lang}
          />
        )}
      </AdminPanel>
      <Box gridColumn={{ adminLg: 'span 2' }}>
        <AdminPanel title={t('vitals.title')} intro={t('vitals.intro')} data-testid="site-vitals">
          {overview.vitals.length === 0 ? (
            <Text>{t('vitals.empty')}</Text>
          ) : (
            <VitalsTable overview={overview} lang={lang} />
          )}
        </AdminPanel>
      </Box>
    </Grid>
  )
}

/**
 * The console's 'Site' page: page views per day, top pages and referring sites, and the p75 of
 * each page's Core Web Vitals, over the last 7 or 28 days (Bangkok days, today included).
 */
export function SiteAnalyticsView({ lang }: { lang: Lang }) {
  const { t } = useTranslation('siteAnalytics')
  const [days, setDays] = useState<AnalyticsPeriod>(28)
  const overview = useSiteAnalytics(days)
  return (
    <Box>
      <Text mb="4">{t('intro')}</Text>
      <Box
        role="group"
        aria-label={t('period.label')}
        display="flex"
        gap="2"
        flexWrap="wrap"
        alignItems="center"
        mb="6"
      >
        {ANALYTICS_PERIODS.map((period) => (
          <Button
            key={period}
            size="sm"
            variant={period === days ? 'solid' : 'outline'}
            aria-pressed={period === days}
            onClick={() => setDays(period)}
          >
            {t('period.days', { count: period })}
          </Button>
        ))}
        {overview.data && (
          <Text fontSize="sm" color="fg.muted" data-testid="site-period">
            {t('period.range', {
              from: formatDate(overview.data.from, lang),
              to: formatDate(overview.data.to, lang),
            })}
          </Text>
        )}
      </Box>
      {overview.isError && (
        <Box role="alert" p="4" mb="4" borderWidth="1px" borderColor="brand.300" borderRadius="md">
          <Text mb="2">{t('error')}</Text>
          <Button size="sm" onClick={() => overview.refetch()}>
            {t('retry')}
          </Button>
        </Box>
      )}
      <Loaded query={overview} h="64" loadingLabel={t('loading')}>
        {(data) => <Overview overview={data} lang={lang} />}
      </Loaded>
    </Box>
  )
}
