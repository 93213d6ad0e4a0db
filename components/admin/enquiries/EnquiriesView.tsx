import { Box, Button, Flex, Input, Skeleton, Text, chakra } from '@chakra-ui/react'
import { useRouter } from 'next/router'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useState, type FormEvent } from 'react'
import { AdminPanel } from '@/components/admin/shell/AdminPanel'
import { RefreshIcon } from '@/components/admin/shell/AdminIcons'
import { ServiceError } from '@/components/admin/ServiceError'
import { useEnquiries } from '@/lib/admin/adminQueries'
import { parsePage, parseStatus } from '@/lib/admin/enquiryStatus'
import { ENQUIRY_STATUSES, type EnquiryPage, type EnquiryStatus } from '@/lib/admin/types'
import { formatNumber } from '@/lib/i18n/format'
import type { Lang } from '@/lib/i18n/lang'
import { EnquiriesEmpty } from './EnquiriesEmpty'
import { EnquiryList } from './EnquiryList'

const SEARCH_HINT_ID = 'enquiry-search-hint'

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
      <Flex gap="4" wrap="wrap" align="start" mb="4">
        {/* Its 36 px buttons centred on the 48 px search field beside them. */}
        <Box as="nav" aria-label={t('enquiries.filterLabel')} pt="1.5">
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

      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="2" minH="9">
        <Text role="status" color="fg.muted" fontSize="sm">
          {data &&
            t('enquiries.count', { count: data.total, formatted: formatNumber(data.total, lang) })}
        </Text>
        <Button
          size="sm"
          variant="outline"
          onClick={() => enquiries.refetch()}
          data-testid="refresh-enquiries"
        >
          <RefreshIcon width="1em" height="1em" />
          {t('enquiries.refresh')}
        </Button>
      </Flex>

      {enquiries.isError && <ServiceError what="enquiries" onRetry={() => enquiries.refetch()} />}
      {enquiries.isPending && <Skeleton h="48" />}
      {data && data.items.length === 0 && (
        <EmptyList
          data={data}
          isFiltered={status !== undefined || q !== ''}
          onClear={() => go({})}
          onFirstPage={() => go({ status, q })}
        />
      )}
      {data && data.items.length > 0 && <EnquiryList items={data.items} lang={lang} />}
      {data && pages > 1 && (
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
    </AdminPanel>
  )
}

/** An empty page of the list, said for what it is. */
function EmptyList({
  data,
  isFiltered,
  onClear,
  onFirstPage,
}: {
  data: EnquiryPage
  isFiltered: boolean
  onClear: () => void
  onFirstPage: () => void
}) {
  // Enquiries there are, just not on this page (an old link past the last page).
  if (data.total > 0) return <EnquiriesEmpty kind="page" onAction={onFirstPage} />
  return isFiltered ? (
    <EnquiriesEmpty kind="filtered" onAction={onClear} />
  ) : (
    <EnquiriesEmpty kind="none" />
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
    <chakra.form role="search" onSubmit={submit} flex="1" minW={{ base: 'full', adminSm: '18rem' }}>
      <chakra.label htmlFor="enquiry-search" srOnly>
        {t('enquiries.searchLabel')}
      </chakra.label>
      <Flex gap="2">
        <Input
          id="enquiry-search"
          type="search"
          value={search}
          maxLength={100}
          placeholder={t('enquiries.searchPlaceholder')}
          aria-describedby={SEARCH_HINT_ID}
          onChange={(event) => setSearch(event.target.value)}
        />
        {/* The field's own height (the input recipe's 48 px), so the two line up. */}
        <Button type="submit" variant="outline" h="12" flexShrink={0}>
          {t('enquiries.search')}
        </Button>
      </Flex>
      <Text id={SEARCH_HINT_ID} mt="1" fontSize="sm" color="fg.muted">
        {t('enquiries.searchHint')}
      </Text>
    </chakra.form>
  )
}
