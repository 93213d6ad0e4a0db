import { Button, chakra, Skeleton, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { ServiceError } from '@/components/admin/ServiceError'
import { useOutbox } from '@/lib/admin/alertQueries'
import { formatDateTime } from '@/lib/i18n/format'
import type { Lang } from '@/lib/i18n/lang'
import { AlertTable } from './AlertTable'

/** The newest e-mails the embedded default kept instead of sending, each to open. */
export function OutboxList({ lang, onOpen }: { lang: Lang; onOpen: (id: string) => void }) {
  const { t } = useTranslation('adminAlerts')
  const outbox = useOutbox()
  if (outbox.isError) return <ServiceError what="outbox" onRetry={() => outbox.refetch()} />
  if (outbox.data === undefined) return <Skeleton h="32" aria-label={t('loading')} />
  if (outbox.data.length === 0) return <Text data-testid="outbox-empty">{t('outbox.empty')}</Text>
  return (
    <AlertTable data-testid="outbox">
      <thead>
        <tr>
          <th scope="col">{t('outbox.to')}</th>
          <th scope="col">{t('outbox.subject')}</th>
          <th scope="col">{t('outbox.createdAt')}</th>
          <th scope="col">
            <chakra.span srOnly>{t('outbox.open')}</chakra.span>
          </th>
        </tr>
      </thead>
      <tbody>
        {outbox.data.map((message) => (
          <tr key={message.id}>
            <td>
              <chakra.span wordBreak="break-all">{message.to}</chakra.span>
            </td>
            <td>{message.subject}</td>
            <td>{formatDateTime(message.createdAt, lang)}</td>
            <td>
              <Button
                size="sm"
                variant="outline"
                aria-label={`${t('outbox.open')}: ${message.subject}`}
                onClick={() => onOpen(message.id)}
              >
                {t('outbox.open')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </AlertTable>
  )
}
