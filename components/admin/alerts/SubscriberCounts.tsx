import { Box, chakra, Grid, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { formatNumber } from '@/lib/i18n/format'
import { LANGS, type Lang } from '@/lib/i18n/lang'
import { ALERT_TOPICS, type AlertsOverview } from '@/shared/alerts'
import { alertTable } from './alertTableStyle'

/** Confirmed subscribers per topic and language, with the totals and those awaiting confirmation. */
export function SubscriberCounts({ overview, lang }: { overview: AlertsOverview; lang: Lang }) {
  const { t } = useTranslation(['adminAlerts', 'alerts'])
  const count = (topic: string, subscriberLang: Lang) =>
    overview.subscribers.find((pair) => pair.topic === topic && pair.lang === subscriberLang)
      ?.confirmed ?? 0
  const totals = [
    { key: 'confirmed', value: overview.confirmedTotal },
    { key: 'pending', value: overview.pending },
  ] as const
  return (
    <Box>
      <Grid as="dl" templateColumns="repeat(2, 1fr)" gap="3" mb="2">
        {totals.map(({ key, value }) => (
          <Box key={key}>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {t(`subscribers.${key}`)}
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="bold" data-total={key}>
              {formatNumber(value, lang)}
            </Text>
          </Box>
        ))}
      </Grid>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {t('subscribers.pendingHint')}
      </Text>
      {overview.confirmedTotal === 0 && (
        <Text mb="3" data-testid="subscribers-empty">
          {t('subscribers.empty')}
        </Text>
      )}
      <Box overflowX="auto">
        <chakra.table css={alertTable} data-testid="subscriber-counts">
          <chakra.caption srOnly>{t('subscribers.tableLabel')}</chakra.caption>
          <thead>
            <tr>
              <th scope="col">{t('subscribers.topic')}</th>
              {LANGS.map((subscriberLang) => (
                <th key={subscriberLang} scope="col" data-figure="">
                  {t(`langs.${subscriberLang}`)}
                </th>
              ))}
              <th scope="col" data-figure="">
                {t('subscribers.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {ALERT_TOPICS.map((topic) => (
              <tr key={topic} data-topic={topic}>
                <th scope="row">{t(`alerts:topics.${topic}`)}</th>
                {LANGS.map((subscriberLang) => (
                  <td key={subscriberLang} data-figure="" data-lang={subscriberLang}>
                    {formatNumber(count(topic, subscriberLang), lang)}
                  </td>
                ))}
                <td data-figure="" data-lang="total">
                  {formatNumber(
                    LANGS.reduce((sum, subscriberLang) => sum + count(topic, subscriberLang), 0),
                    lang,
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
    </Box>
  )
}
