import { Box, Button, chakra, Grid, Input, Skeleton, Text } from '@chakra-ui/react'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { ServiceError } from '@/components/admin/ServiceError'
import { useDeleteSubscriber, useSubscriberLookup } from '@/lib/admin/alertQueries'
import { formatDateTime, formatNumber } from '@/lib/i18n/format'
import type { Lang } from '@/lib/i18n/lang'
import { adminToaster } from '@/lib/toast/adminToaster'
import { normalizeEmail, type SubscriberLookup } from '@/shared/alerts'
import { DeleteAddressDialog } from './DeleteAddressDialog'

// Enough to tell a whole address from a name or a fragment; the service checks it again.
const ADDRESS_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function KeptRecord({
  lookup,
  email,
  lang,
}: {
  lookup: SubscriberLookup
  email: string
  lang: Lang
}) {
  const { t } = useTranslation(['adminAlerts', 'alerts'])
  const { subscriber } = lookup
  if (subscriber === null) {
    return (
      <Text data-testid="pdpa-not-found">
        {lookup.outboxMessages > 0 ? t('pdpa.outboxOnly') : t('pdpa.notFound', { email })}
      </Text>
    )
  }
  const rows = [
    ['status', t(`pdpa.statusValue.${subscriber.status}`)],
    ['topics', subscriber.topics.map((topic) => t(`alerts:topics.${topic}`)).join(', ')],
    ['lang', t(`langs.${subscriber.lang}`)],
    ['consentAt', formatDateTime(subscriber.consentAt, lang)],
    ['consentVersion', subscriber.consentVersion],
    ['consentLang', t(`langs.${subscriber.consentLang}`)],
    ['confirmedAt', formatDateTime(subscriber.confirmedAt, lang)],
    ['deliveries', formatNumber(lookup.deliveries, lang)],
    ['outboxMessages', formatNumber(lookup.outboxMessages, lang)],
  ] as const
  return (
    <Box data-testid="pdpa-record">
      <Text as="h3" fontWeight="semibold" mb="2">
        {t('pdpa.result', { email: subscriber.email })}
      </Text>
      <Grid
        as="dl"
        templateColumns={{ base: '1fr', adminSm: 'max-content 1fr' }}
        columnGap="4"
        rowGap="1"
      >
        {rows.map(([key, value]) => (
          <Box key={key} display="contents">
            <Text as="dt" color="fg.muted">
              {t(`pdpa.${key}`)}
            </Text>
            <Text as="dd" data-field={key}>
              {value}
            </Text>
          </Box>
        ))}
      </Grid>
    </Box>
  )
}

/**
 * A PDPA request: find one exact address, see everything kept about it, and delete it
 * everywhere (after a confirmation), which the service does in one transaction.
 */
export function PdpaRequest({ lang }: { lang: Lang }) {
  const { t } = useTranslation(['adminAlerts', 'alerts'])
  const inputId = useId()
  const errorId = useId()
  const [draft, setDraft] = useState('')
  const [isInvalid, setIsInvalid] = useState(false)
  const [email, setEmail] = useState<string | null>(null)
  const [isConfirming, setIsConfirming] = useState(false)
  const lookup = useSubscriberLookup(email)
  const remove = useDeleteSubscriber()
  const subscriber = lookup.data?.subscriber ?? null

  function find(event: FormEvent) {
    event.preventDefault()
    const address = normalizeEmail(draft)
    const isValid = ADDRESS_PATTERN.test(address)
    setIsInvalid(!isValid)
    setEmail(isValid ? address : null)
  }

  function confirmDelete() {
    if (subscriber === null) return
    remove.mutate(subscriber.id, {
      onSuccess: () => {
        adminToaster.create({
          type: 'success',
          title: t('pdpa.deleted'),
          description: t('pdpa.deletedDescription', { email: subscriber.email }),
        })
        setIsConfirming(false)
      },
    })
  }

  return (
    <Box>
      <Text mb="4">{t('pdpa.intro')}</Text>
      <chakra.form
        onSubmit={find}
        noValidate
        display="flex"
        gap="2"
        flexWrap="wrap"
        alignItems="flex-end"
        mb="4"
      >
        <Box flex="1" minW="16rem">
          <chakra.label htmlFor={inputId} display="block" fontWeight="semibold" mb="1">
            {t('pdpa.email')}
          </chakra.label>
          <Input
            id={inputId}
            type="email"
            autoComplete="off"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-invalid={isInvalid || undefined}
            aria-describedby={isInvalid ? errorId : undefined}
          />
        </Box>
        <Button type="submit" loading={lookup.isFetching}>
          {t('pdpa.find')}
        </Button>
      </chakra.form>
      {isInvalid && (
        <Text id={errorId} role="alert" color="brand.700" mb="3">
          {t('pdpa.invalid')}
        </Text>
      )}
      <Box aria-live="polite">
        {email !== null && lookup.isError && (
          <ServiceError what="lookup" onRetry={() => lookup.refetch()} />
        )}
        {email !== null && lookup.isPending && !lookup.isError && (
          <Skeleton h="16" aria-label={t('loading')} />
        )}
        {email !== null && lookup.data && (
          <KeptRecord lookup={lookup.data} email={email} lang={lang} />
        )}
      </Box>
      {subscriber !== null && (
        <>
          <Button mt="4" variant="outline" onClick={() => setIsConfirming(true)}>
            {t('pdpa.delete')}
          </Button>
          <DeleteAddressDialog
            email={subscriber.email}
            isOpen={isConfirming}
            isDeleting={remove.isPending}
            onConfirm={confirmDelete}
            onClose={() => setIsConfirming(false)}
          />
        </>
      )}
    </Box>
  )
}
