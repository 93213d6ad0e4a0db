import { chakra, Skeleton, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { ServiceError } from '@/components/admin/ServiceError'
import { useAnnouncementRecipients } from '@/lib/admin/alertQueries'
import { formatDateTime, formatNumber } from '@/lib/i18n/format'
import type { Lang } from '@/lib/i18n/lang'
import { AlertTable } from './AlertTable'

/** Who one announcement went to: each address (or "removed"), its status and tries. */
export function AnnouncementRecipients({ id, lang }: { id: string; lang: Lang }) {
  const { t } = useTranslation('adminAlerts')
  const detail = useAnnouncementRecipients(id)
  if (detail.isError) return <ServiceError what="announcement" onRetry={() => detail.refetch()} />
  if (detail.data === undefined)
    return <Skeleton h="16" aria-label={t('announcements.recipientsLoading')} />
  const { recipients } = detail.data
  if (recipients.length === 0) return <Text>{t('announcements.noRecipients')}</Text>
  return (
    <AlertTable data-testid="announcement-recipients">
      <thead>
        <tr>
          <th scope="col">{t('announcements.recipient.address')}</th>
          <th scope="col">{t('announcements.recipient.lang')}</th>
          <th scope="col">{t('announcements.recipient.status')}</th>
          <th scope="col" data-figure="">
            {t('announcements.recipient.attempts')}
          </th>
          <th scope="col">{t('announcements.recipient.lastError')}</th>
          <th scope="col">{t('announcements.recipient.sentAt')}</th>
        </tr>
      </thead>
      <tbody>
        {recipients.map((recipient) => (
          <tr key={recipient.deliveryId} data-status={recipient.status}>
            <td>
              {recipient.email === null ? (
                <Text as="span" color="fg.muted" fontStyle="italic">
                  {t('announcements.recipient.removed')}
                </Text>
              ) : (
                <chakra.span wordBreak="break-all">{recipient.email}</chakra.span>
              )}
            </td>
            <td>{recipient.lang === null ? '' : t(`langs.${recipient.lang}`)}</td>
            <td>{t(`announcements.status.${recipient.status}`)}</td>
            <td data-figure="">{formatNumber(recipient.attempts, lang)}</td>
            <td>
              <chakra.span wordBreak="break-word">{recipient.lastError ?? ''}</chakra.span>
            </td>
            <td>{formatDateTime(recipient.sentAt, lang)}</td>
          </tr>
        ))}
      </tbody>
    </AlertTable>
  )
}
