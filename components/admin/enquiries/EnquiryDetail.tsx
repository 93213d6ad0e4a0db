import { Box, Button, Flex, Skeleton, Text, Textarea, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { AdminNotFound } from '@/components/admin/AdminNotFound'
import { useState, type FormEvent, type ReactNode } from 'react'
import { AdminPanel } from '@/components/admin/shell/AdminPanel'
import { ServiceError } from '@/components/admin/ServiceError'
import { ArrowBackIcon } from '@/components/admin/shell/AdminIcons'
import { useChangeEnquiry, useEnquiry } from '@/lib/admin/adminQueries'
import { NEXT_STATUSES } from '@/lib/admin/enquiryStatus'
import type { AdminEnquiry, EnquiryStatus } from '@/lib/admin/types'
import { formatDateTime } from '@/lib/i18n/format'
import { adminToaster } from '@/lib/toast/adminToaster'
import type { Lang } from '@/lib/i18n/lang'
import { path } from '@/lib/routes'
import { EnquiryProductLink } from './EnquiryProductLink'
import { EnquiryStatusBadge } from './EnquiryStatusBadge'
import { ExampleBadge } from './ExampleBadge'

const NOTE_MAX = 1000

/** One enquiry: what the visitor wrote, its history, and the status change with a note. */
export function EnquiryDetail({ id, lang }: { id: string; lang: Lang }) {
  const { t } = useTranslation('admin')
  const enquiry = useEnquiry(id)
  if (enquiry.isPending) return <Skeleton h="64" />
  if (enquiry.isError) {
    const notFound = (enquiry.error as { response?: { status?: number } }).response?.status === 404
    // Gone since the page was drawn (the server already answers 404 for an unknown id).
    if (notFound) return <AdminNotFound what="enquiry" />
    return <ServiceError what="enquiry" onRetry={() => enquiry.refetch()} />
  }
  return (
    <>
      <Button asChild variant="outline" size="sm" mb="4">
        <NextLink href={path('adminEnquiries')}>
          <ArrowBackIcon width="1em" height="1em" />
          {t('enquiry.backToList')}
        </NextLink>
      </Button>
      <Flex gap="6" direction={{ base: 'column', adminLg: 'row' }} align="start">
        <Box flex="2" w="full">
          <EnquiryFields enquiry={enquiry.data} lang={lang} />
        </Box>
        <Flex flex="1" w="full" direction="column" gap="6">
          <StatusChange enquiry={enquiry.data} />
          <AdminPanel title={t('enquiry.history')}>
            <chakra.ol listStyleType="none" display="grid" gap="3" data-testid="enquiry-history">
              {[...enquiry.data.history].reverse().map((entry) => (
                <li key={`${entry.at}-${entry.status}`}>
                  <Flex gap="2" align="center" wrap="wrap">
                    <EnquiryStatusBadge status={entry.status} />
                    <Text fontSize="sm" color="fg.muted">
                      {formatDateTime(entry.at, lang)} · {entry.by}
                    </Text>
                  </Flex>
                  {entry.note && <Text mt="1">{entry.note}</Text>}
                </li>
              ))}
            </chakra.ol>
          </AdminPanel>
        </Flex>
      </Flex>
    </>
  )
}

function EnquiryFields({ enquiry, lang }: { enquiry: AdminEnquiry; lang: Lang }) {
  const { t } = useTranslation(['admin', 'contact'])
  const rows: [string, ReactNode][] = [
    [t('enquiry.received'), formatDateTime(enquiry.receivedAt, lang)],
    [t('enquiry.name'), enquiry.name],
    [t('enquiry.email'), enquiry.email],
    [t('enquiry.phone'), enquiry.phone ?? '–'],
    [t('enquiry.company'), enquiry.company ?? '–'],
    [
      t('enquiry.topic'),
      t(`contact:form.topics.${enquiry.topic}`, { defaultValue: enquiry.topic }),
    ],
    ...(enquiry.product
      ? [
          [
            t('enquiry.product'),
            <EnquiryProductLink key="product" product={enquiry.product} lang={lang} />,
          ] satisfies [string, ReactNode],
        ]
      : []),
    [t('enquiry.language'), t(`enquiry.languages.${enquiry.lang}`)],
  ]
  return (
    <AdminPanel title={t('enquiry.details')}>
      <Flex mb="4" gap="2" align="center" wrap="wrap">
        <Text color="fg.muted">{t('enquiry.status')}</Text>
        <EnquiryStatusBadge status={enquiry.status} />
        {enquiry.isExample && <ExampleBadge />}
      </Flex>
      {enquiry.isExample && (
        <Text mb="4" fontSize="sm" color="fg.muted" data-testid="example-note">
          {t('enquiry.exampleNote')}
        </Text>
      )}
      <Box
        as="dl"
        display="grid"
        gridTemplateColumns={{ base: '1fr', adminSm: 'auto 1fr' }}
        columnGap="4"
        rowGap="1"
      >
        {rows.map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt" color="fg.muted" mt={{ base: '2', adminSm: '0' }}>
              {label}
            </Text>
            <Text as="dd" wordBreak="break-word">
              {value}
            </Text>
          </Box>
        ))}
      </Box>
      <Text as="h3" fontWeight="semibold" mt="6">
        {t('enquiry.message')}
      </Text>
      <Text mt="2" whiteSpace="pre-wrap" data-testid="enquiry-message">
        {enquiry.message}
      </Text>
    </AdminPanel>
  )
}

function StatusChange({ enquiry }: { enquiry: AdminEnquiry }) {
  const { t } = useTranslation(['admin', 'adminToasts'])
  const change = useChangeEnquiry(enquiry.id)
  const options = NEXT_STATUSES[enquiry.status]
  const [status, setStatus] = useState<EnquiryStatus>(options[0] ?? enquiry.status)
  const [note, setNote] = useState('')
  const [saved, setSaved] = useState(false)
  const selected = options.includes(status) ? status : (options[0] ?? enquiry.status)

  function submit(event: FormEvent) {
    event.preventDefault()
    setSaved(false)
    change.mutate(
      { status: selected, note: note.trim() || undefined },
      {
        onSuccess: (changed) => {
          adminToaster.create({
            type: 'success',
            title: t('adminToasts:statusChanged', { status: t(`status.${changed.status}`) }),
            description: note.trim() ? t('adminToasts:statusChangedNote') : undefined,
          })
          setNote('')
          setSaved(true)
        },
      },
    )
  }

  return (
    <AdminPanel title={t('enquiry.change')}>
      <chakra.form onSubmit={submit} display="grid" gap="3">
        <chakra.label htmlFor="enquiry-status" fontWeight="semibold">
          {t('enquiry.newStatus')}
        </chakra.label>
        <chakra.select
          id="enquiry-status"
          value={selected}
          onChange={(event) => setStatus(event.target.value as EnquiryStatus)}
          h="10"
          px="3"
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          bg="bg"
          color="fg"
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {t(`status.${option}`)}
            </option>
          ))}
        </chakra.select>
        <chakra.label htmlFor="enquiry-note" fontWeight="semibold">
          {t('enquiry.note')}
        </chakra.label>
        <Textarea
          id="enquiry-note"
          value={note}
          maxLength={NOTE_MAX}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
          borderColor="border"
        />
        <Button type="submit" loading={change.isPending}>
          {t('enquiry.save')}
        </Button>
        <Box aria-live="polite">
          {saved && <Text color="green.700">{t('enquiry.saved')}</Text>}
          {change.isError && (
            <Text role="alert" color="brand.700">
              {t('enquiry.saveFailed')}
            </Text>
          )}
        </Box>
      </chakra.form>
    </AdminPanel>
  )
}
