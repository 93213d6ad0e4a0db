import { Box, chakra, Flex, Link, Text } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from '@/lib/i18n/useTranslation'
import type { AdminEnquiry } from '@/lib/admin/types'
import { formatDateTime } from '@/lib/i18n/format'
import type { Lang } from '@/lib/i18n/lang'
import { EnquiryProductLink } from './EnquiryProductLink'
import { EnquiryStatusBadge } from './EnquiryStatusBadge'
import { ExampleBadge } from './ExampleBadge'
import { adminEnquiryPath } from '@/lib/routes'

/** Enquiries as a table on wide screens and stacked rows on narrow ones, each opening its page. */
export function EnquiryList({ items, lang }: { items: AdminEnquiry[]; lang: Lang }) {
  const { t } = useTranslation(['admin', 'contact'])
  return (
    <Box overflowX="auto">
      <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
        <chakra.thead display={{ base: 'none', adminMd: 'table-header-group' }}>
          <tr>
            {(['received', 'from', 'topic', 'status'] as const).map((column) => (
              <chakra.th
                key={column}
                textAlign="start"
                py="2"
                px="3"
                borderBottomWidth="2px"
                borderColor="border"
                color="fg.muted"
                fontWeight="semibold"
              >
                {t(`enquiries.columns.${column}`)}
              </chakra.th>
            ))}
          </tr>
        </chakra.thead>
        <tbody>
          {items.map((enquiry) => (
            <chakra.tr
              key={enquiry.id}
              display={{ base: 'grid', adminMd: 'table-row' }}
              gridTemplateColumns="1fr auto"
              borderBottomWidth="1px"
              borderColor="border"
              py={{ base: '2', adminMd: '0' }}
            >
              <chakra.td px="3" py={{ base: '0.5', adminMd: '3' }} color="fg.muted">
                {formatDateTime(enquiry.receivedAt, lang)}
              </chakra.td>
              <chakra.td px="3" py={{ base: '0.5', adminMd: '3' }} gridRow={{ base: '2' }}>
                <Flex gap="2" align="center" wrap="wrap">
                  <Link asChild fontWeight="semibold">
                    <NextLink href={adminEnquiryPath(enquiry.id)}>{enquiry.name}</NextLink>
                  </Link>
                  {enquiry.isExample && <ExampleBadge />}
                </Flex>
                <Text color="fg.muted" wordBreak="break-all">
                  {enquiry.email}
                </Text>
              </chakra.td>
              <chakra.td px="3" py={{ base: '0.5', adminMd: '3' }} gridRow={{ base: '3' }}>
                {t(`contact:form.topics.${enquiry.topic}`, { defaultValue: enquiry.topic })}
                {enquiry.product && (
                  <Text color="fg.muted">
                    <EnquiryProductLink product={enquiry.product} lang={lang} />
                  </Text>
                )}
              </chakra.td>
              <chakra.td
                px="3"
                py={{ base: '0.5', adminMd: '3' }}
                gridRow={{ base: '1' }}
                gridColumn={{ base: '2' }}
              >
                <EnquiryStatusBadge status={enquiry.status} />
              </chakra.td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  )
}
