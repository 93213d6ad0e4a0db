import { Box, Grid, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { Loaded } from '@/components/admin/Loaded'
import { ServiceError } from '@/components/admin/ServiceError'
import { AdminPanel } from '@/components/admin/shell/AdminPanel'
import { useAlertsOverview } from '@/lib/admin/alertQueries'
import type { Lang } from '@/lib/i18n/lang'
import { AnnouncementList } from './AnnouncementList'
import { OutboxList } from './OutboxList'
import { OutboxMessageView } from './OutboxMessageView'
import { PdpaRequest } from './PdpaRequest'
import { SubscriberCounts } from './SubscriberCounts'

/**
 * The console's 'Alerts' page: subscribers per topic and language, each announcement with its
 * recipients, a PDPA request (find and delete one address) and the embedded default's outbox.
 */
export function AlertsView({ lang }: { lang: Lang }) {
  const { t } = useTranslation('adminAlerts')
  const overview = useAlertsOverview()
  const [openMessage, setOpenMessage] = useState<string | null>(null)
  return (
    <Box>
      <Text mb="6">{t('intro')}</Text>
      {overview.isError && <ServiceError what="alerts" onRetry={() => overview.refetch()} />}
      <Grid
        gap="6"
        templateColumns={{ base: 'minmax(0, 1fr)', adminLg: 'minmax(0, 1fr) minmax(0, 1fr)' }}
      >
        <AdminPanel title={t('subscribers.title')} data-testid="alerts-subscribers">
          <Loaded query={overview} h="48" loadingLabel={t('loading')}>
            {(data) => <SubscriberCounts overview={data} lang={lang} />}
          </Loaded>
        </AdminPanel>
        <AdminPanel title={t('pdpa.title')} data-testid="alerts-pdpa">
          <PdpaRequest lang={lang} />
        </AdminPanel>
        <Box gridColumn={{ adminLg: 'span 2' }}>
          <AdminPanel
            title={t('announcements.title')}
            intro={t('announcements.intro')}
            data-testid="alerts-announcements"
          >
            <Loaded query={overview} h="32" loadingLabel={t('loading')}>
              {(data) => <AnnouncementList announcements={data.announcements} lang={lang} />}
            </Loaded>
          </AdminPanel>
        </Box>
        <Box gridColumn={{ adminLg: 'span 2' }}>
          <AdminPanel
            title={t('outbox.title')}
            intro={t('outbox.intro')}
            data-testid="alerts-outbox"
          >
            {openMessage === null ? (
              <OutboxList lang={lang} onOpen={setOpenMessage} />
            ) : (
              <OutboxMessageView id={openMessage} lang={lang} onBack={() => setOpenMessage(null)} />
            )}
          </AdminPanel>
        </Box>
      </Grid>
    </Box>
  )
}
