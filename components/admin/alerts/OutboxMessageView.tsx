import { Box, Button, chakra, Skeleton, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { ServiceError } from '@/components/admin/ServiceError'
import { useEffect } from 'react'
import { isNotFound, useOutboxMessage } from '@/lib/admin/alertQueries'
import { formatDateTime } from '@/lib/i18n/format'
import type { Lang } from '@/lib/i18n/lang'
import { AlertTable } from './AlertTable'

/**
 * One kept e-mail as a subscriber gets it. The HTML is shown in an iframe with `sandbox=""` and
 * `srcdoc`: no script runs, no form posts, and the document has an opaque origin, so it can
 * reach neither the console's cookies nor its DOM. A srcdoc document fetches nothing to be shown
 * and inherits the console's Content-Security-Policy (lib/security/contentSecurityPolicy.ts):
 * its inline styles are allowed ('unsafe-inline' in style-src), its pictures only from this
 * site ('self', data:) — what the embedded default's e-mails use.
 */
export function OutboxMessageView({
  id,
  lang,
  onBack,
}: {
  id: string
  lang: Lang
  onBack: () => void
}) {
  const { t } = useTranslation('adminAlerts')
  const message = useOutboxMessage(id)
  const isGone = message.isError && isNotFound(message.error)
  // Deleted meanwhile (a PDPA request, the outbox's 30-day limit): back to the list.
  useEffect(() => {
    if (isGone) onBack()
  }, [isGone, onBack])
  const back = (
    <Button size="sm" variant="outline" mb="4" onClick={onBack}>
      {t('outbox.back')}
    </Button>
  )
  if (isGone) return null
  if (message.isError) {
    return (
      <Box>
        {back}
        <ServiceError what="outboxMessage" onRetry={() => message.refetch()} />
      </Box>
    )
  }
  if (message.data === undefined) {
    return (
      <Box>
        {back}
        <Skeleton h="64" aria-label={t('outbox.loading')} />
      </Box>
    )
  }
  const { subject, to, createdAt, html, text, headers } = message.data
  return (
    <Box data-testid="outbox-message">
      {back}
      <Text as="h3" fontWeight="semibold" fontSize="lg">
        {subject}
      </Text>
      <Text color="fg.muted" mb="4">
        {t('outbox.to')}: {to} · {formatDateTime(createdAt, lang)}
      </Text>
      <Text as="h4" fontWeight="semibold" mb="2">
        {t('outbox.html')}
      </Text>
      <chakra.iframe
        sandbox=""
        srcDoc={html}
        title={t('outbox.htmlFrame', { subject })}
        w="full"
        h="32rem"
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        bg="white"
        mb="6"
        data-testid="outbox-html"
      />
      <Text as="h4" fontWeight="semibold" mb="2">
        {t('outbox.text')}
      </Text>
      <chakra.pre
        whiteSpace="pre-wrap"
        wordBreak="break-word"
        fontSize="sm"
        p="3"
        mb="6"
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        data-testid="outbox-text"
      >
        {text}
      </chakra.pre>
      <Text as="h4" fontWeight="semibold" mb="2">
        {t('outbox.headers')}
      </Text>
      <AlertTable data-testid="outbox-headers">
        <thead>
          <tr>
            <th scope="col">{t('outbox.header')}</th>
            <th scope="col">{t('outbox.value')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(headers).map(([name, value]) => (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code>
              </th>
              <td>
                <chakra.code wordBreak="break-all">{value}</chakra.code>
              </td>
            </tr>
          ))}
        </tbody>
      </AlertTable>
    </Box>
  )
}
