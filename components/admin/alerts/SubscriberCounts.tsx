import { Box, chakra, Text } from '@chakra-ui/react'
import { TotalFigures } from '@/components/admin/TotalFigures'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { formatNumber } from '@/lib/i18n/format'
import { LANGS, type Lang } from '@/lib/i18n/lang'
import { ALERT_TOPICS, type AlertsOverview } from '@/shared/alerts'
import { AlertTable } from './AlertTable'

/** Confirmed subscribers per topic and language, with the totals and those awaiting confirmation. */
export function SubscriberCounts({ overview, lang }: { overview: AlertsOverview; lang: Lang }) {
  const { t } = useTranslation(['adminAlerts', 'alerts'])
  const count = (topic: string, subscriberLang: Lang) =>
    overview.subscribers.find((pair) => pair.topic === topic && pair.lang === subscriberLang)
      ?.confirmed ?? 0
  const totals = [
    { key: 'confirmed', label: t('subscribers.confirmed'), value: overview.confirmedTotal },
    { key: 'pending', label: t('subscribers.pending'), value: overview.pending },
  ]
  return (
    <Box>
      <TotalFigures totals={totals} lang={lang} mb="2" />
      <Text fontSize="sm" color="fg.muted" mb="4">
        {t('subscribers.pendingHint')}
      </Text>
      {overview.confirmedTotal === 0 && (
        <Text mb="3" data-testid="subscribers-empty">
          {t('subscribers.empty')}
        </Text>
      )}
      <AlertTable data-testid="subscriber-counts">
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
      </AlertTable>
    </Box>
  )
}
