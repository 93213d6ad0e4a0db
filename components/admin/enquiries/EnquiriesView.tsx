import { Box, Button, Flex, Input, Skeleton, Text, chakra } from '@chakra-ui/react'
import { useRouter } from 'next/router'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useState, type FormEvent } from 'react'
import { AdminPanel } from '@/components/admin/shell/AdminPanel'
import { ServiceError } from '@/components/admin/ServiceError'
import { useEnquiries } from '@/lib/admin/adminQueries'
import { parsePage, parseStatus } from '@/lib/admin/enquiryStatus'
import { ENQUIRY_STATUSES, type EnquiryStatus } from '@/lib/admin/types'
import { formatNumber } from '@/lib/i18n/format'
import type { Lang } from '@/lib/i18n/lang'
import { EnquiryList } from './EnquiryList'

/** Enquiries with a status filter, a search and pages, all kept in the URL. */
export function EnquiriesView({ lang }: { lang: Lang }) {
  const { t } = useTranslation('admin')
  const router = useRouter()
  const status = parseStatus(router.query.status)
  const q = typeof router.query.q === 'string' ? router.query.q.slice(0, 100) : ''
  const page = parsePage(router.query.page)
  const enquiries = useEnquiries({ status, q: q || undefined, page })

  function go(next: { status?: EnquiryStatus; q?: string; page?: number }) {
    const query: Record<string, string> = {}
    if (next.status) query.status = next.status
    if (next.q) query.q = next.q
    if (next.page && next.page > 1) query.page = String(next.page)
    void router.push({ pathname: router.pathname, query }, undefined, { shallow: true })
  }

  const data = enquiries.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1

  return (
    <AdminPanel>
      <Flex gap="4" wrap="wrap" align="end" mb="4">
        <Box as="nav" aria-label={t('enquiries.filterLabel')}>
          <Flex gap="2" wrap="wrap" as="ul" listStyleType="none">
            {[undefined, ...ENQUIRY_STATUSES].map((option) => (
              <li key={option ?? 'all'}>
                <Button
                  size="sm"
                  variant={option === status ? 'solid' : 'outline'}
                  aria-pressed={option === status}
                  onClick={() => go({ status: option, q })}
                >
                  {option ? t(`status.${option}`) : t('enquiries.all')}
                  {option && data ? ` (${formatNumber(data.counts[option], lang)})` : ''}
                </Button>
              </li>
            ))}
          </Flex>
        </Box>
        {/* Keyed by the URL's search: going back or forward shows that search in the box. */}
        <SearchForm key={q} initial={q} onSearch={(words) => go({ status, q: words })} />
      </Flex>

      {enquiries.isError && <ServiceError what="enquiries" onRetry={() => enquiries.refetch()} />}
      {enquiries.isPending && <Skeleton h="48" />}
      {data && (
        <>
          <Text role="status" color="fg.muted" mb="2" fontSize="sm">
            {t('enquiries.count', { count: data.total, formatted: formatNumber(data.total, lang) })}
          </Text>
          {data.items.length === 0 ? (
            <Text py="6">{t('enquiries.empty')}</Text>
          ) : (
            <EnquiryList items={data.items} lang={lang} />
          )}
          {pages > 1 && (
            <Flex as="nav" aria-label={t('enquiries.pages')} gap="3" mt="4" align="center">
              <Button
                size="sm"
                variant="outline"
                disabled={page <= 1}
                onClick={() => go({ status, q, page: page - 1 })}
              >
                {t('enquiries.previous')}
              </Button>
              <Text>{t('enquiries.pageOf', { page, pages })}</Text>
              <Button
                size="sm"
                variant="outline"
                disabled={page >= pages}
                onClick={() => go({ status, q, page: page + 1 })}
              >
                {t('enquiries.next')}
              </Button>
            </Flex>
          )}
        </>
      )}
      <Button
        mt="4"
        size="sm"
        variant="ghost"
        onClick={() => enquiries.refetch()}
        data-testid="refresh-enquiries"
      >
        {t('enquiries.refresh')}
      </Button>
    </AdminPanel>
  )
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (words: string) => void }) {
  const { t } = useTranslation('admin')
  const [search, setSearch] = useState(initial)

  function submit(event: FormEvent) {
    event.preventDefault()
    onSearch(search.trim())
  }

  return (
    <chakra.form role="search" onSubmit={submit} display="flex" gap="2" flex="1" minW="16rem">
      <chakra.label htmlFor="enquiry-search" srOnly>
        {t('enquiries.searchLabel')}
      </chakra.label>
      <Input
        id="enquiry-search"
        type="search"
        value={search}
        maxLength={100}
        placeholder={t('enquiries.searchPlaceholder')}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Button type="submit" variant="outline">
        {t('enquiries.search')}
      </Button>
    </chakra.form>
  )
}
