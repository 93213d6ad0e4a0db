import { Box, Heading, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { Dividend } from '@/lib/content/investors'
import { formatBaht, formatDate, formatYear } from '@/lib/i18n/format'
import { DataTable, Td, Th } from './DataTable'

const DATE_COLUMNS = ['xdDate', 'recordDate', 'paymentDate'] as const

// The fiscal year stays in view while a narrow screen scrolls the table sideways.
const STICKY = { position: 'sticky', insetStart: '0', zIndex: '1', textAlign: 'start' } as const

/** The dividend history, newest first, then what its dates mean. */
export function DividendTable({ dividends }: { dividends: readonly Dividend[] }) {
  const { t } = useTranslation('investors')
  const { lang } = useCurrentPath()
  if (dividends.length === 0) return <Text color="fg.muted">{t('dividend.empty')}</Text>
  return (
    <Box maxW="64rem">
      <DataTable caption={t('dividend.caption')} isWide data-testid="dividend-table">
        <thead>
          <tr>
            <Th scope="col" {...STICKY} bg="bg.subtle">
              {t('dividend.columns.fiscalYear')}
            </Th>
            <Th scope="col">{t('dividend.columns.type')}</Th>
            <Th scope="col" data-numeric="">
              {t('dividend.columns.amount')}
            </Th>
            {DATE_COLUMNS.map((column) => (
              <Th key={column} scope="col" data-numeric="">
                {t(`dividend.columns.${column}`)}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dividends.map((dividend) => (
            <tr key={dividend._id}>
              <Td
                as="th"
                scope="row"
                {...STICKY}
                bg="bg"
                fontWeight="semibold"
                fontVariantNumeric="tabular-nums"
                whiteSpace="nowrap"
              >
                {formatYear(dividend.fiscalYear, lang)}
              </Td>
              <Td whiteSpace="nowrap">{t(`dividendTypes.${dividend.type}`)}</Td>
              <Td data-numeric="" fontWeight="semibold">
                {formatBaht(dividend.amountPerShare, lang)}
              </Td>
              {DATE_COLUMNS.map((column) => (
                <Td key={column} data-numeric="">
                  <time dateTime={dividend[column]}>
                    {formatDate(dividend[column], lang, 'medium')}
                  </time>
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
      <Box as="section" aria-labelledby="dividend-notes" mt={{ base: '8', lg: '10' }}>
        <Heading as="h2" id="dividend-notes" size="md">
          {t('dividend.notes.heading')}
        </Heading>
        <chakra.ul mt="3" ps="5" listStyleType="disc" color="fg.muted" lineHeight="tall">
          <li>{t('dividend.notes.xd')}</li>
          <li>{t('dividend.notes.record')}</li>
          <li>{t('dividend.notes.payment')}</li>
        </chakra.ul>
      </Box>
    </Box>
  )
}
