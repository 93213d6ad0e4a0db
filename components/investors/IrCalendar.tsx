import { Box, Heading, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { InvestorOverviewPage, IrEvent } from '@/lib/content/investors'
import { formatBaht, formatDate, formatYear } from '@/lib/i18n/format'
import { MoreLink } from './MoreLink'
import { OverviewSection } from './OverviewSection'

type IrCalendarProps = Pick<InvestorOverviewPage, 'events' | 'latestDividend' | 'agm'>

/** The IR calendar: what comes next, beside the latest dividend's dates and the AGM. */
export function IrCalendar({ events, latestDividend, agm }: IrCalendarProps) {
  const { t } = useTranslation('investors')
  return (
    <OverviewSection heading={t('overview.calendar.heading')} data-testid="ir-calendar">
      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap={{ base: '8', lg: '10' }}
        alignItems="start"
      >
        <Box>
          <Heading as="h3" size="md" mb="3">
            {t('overview.calendar.upcoming')}
          </Heading>
          {events.length === 0 ? (
            <Text color="fg.muted">{t('overview.calendar.empty')}</Text>
          ) : (
            <chakra.ol listStyle="none" borderTopWidth="1px" borderColor="border">
              {events.map((event) => (
                <EventRow key={event._id} event={event} />
              ))}
            </chakra.ol>
          )}
        </Box>
        <KeyDates latestDividend={latestDividend} agm={agm} />
      </Box>
    </OverviewSection>
  )
}

function EventRow({ event }: { event: IrEvent }) {
  const { t } = useTranslation('investors')
  const { lang } = useCurrentPath()
  return (
    <Box
      as="li"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: '9rem minmax(0, 1fr)' }}
      gap={{ base: '1', md: '5' }}
      py="4"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <chakra.time
        dateTime={event.date}
        fontWeight="bold"
        color="brand.fg"
        fontVariantNumeric="tabular-nums"
      >
        {formatDate(event.date, lang, 'medium')}
      </chakra.time>
      <Box>
        <TypeBadge>{t(`eventTypes.${event.type}`)}</TypeBadge>
        <Text mt="1.5" fontWeight="semibold" lineHeight="short">
          {event.title}
        </Text>
        {event.location && (
          <Text mt="1" fontSize="sm" color="fg.muted">
            {event.location}
          </Text>
        )}
      </Box>
    </Box>
  )
}

function TypeBadge({ children }: { children: string }) {
  return (
    <chakra.span
      display="inline-block"
      px="2"
      py="0.5"
      borderRadius="sm"
      bg="brand.subtle"
      color="brand.fg"
      fontSize="xs"
      fontWeight="semibold"
      letterSpacing="0.02em"
    >
      {children}
    </chakra.span>
  )
}

function KeyDates({ latestDividend, agm }: Pick<IrCalendarProps, 'latestDividend' | 'agm'>) {
  const { t } = useTranslation('investors')
  const { lang } = useCurrentPath()
  if (!latestDividend && !agm) return null
  return (
    <Box
      p={{ base: '5', lg: '6' }}
      bg="bg.subtle"
      borderRadius="lg"
      borderWidth="1px"
      borderColor="border"
      borderTopWidth="4px"
      borderTopColor="brand.solid"
      data-testid="ir-key-dates"
    >
      <Heading as="h3" size="md">
        {t('overview.calendar.keyDates')}
      </Heading>
      {latestDividend && (
        <Box mt="4">
          <Text fontWeight="semibold">{t('overview.calendar.latestDividend')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('overview.calendar.dividendFor', {
              type: t(`dividendTypes.${latestDividend.type}`),
              year: formatYear(latestDividend.fiscalYear, lang),
            })}
          </Text>
          <chakra.dl mt="3" display="grid" gap="2">
            <DateRow
              label={t('overview.calendar.perShare')}
              value={formatBaht(latestDividend.amountPerShare, lang)}
            />
            <DateRow
              label={t('dividend.columns.xdDate')}
              value={formatDate(latestDividend.xdDate, lang, 'medium')}
              dateTime={latestDividend.xdDate}
            />
            <DateRow
              label={t('dividend.columns.recordDate')}
              value={formatDate(latestDividend.recordDate, lang, 'medium')}
              dateTime={latestDividend.recordDate}
            />
            <DateRow
              label={t('dividend.columns.paymentDate')}
              value={formatDate(latestDividend.paymentDate, lang, 'medium')}
              dateTime={latestDividend.paymentDate}
            />
          </chakra.dl>
          <Box mt="3" fontSize="sm">
            <MoreLink href="/investors/dividend">{t('overview.calendar.dividendHistory')}</MoreLink>
          </Box>
        </Box>
      )}
      {agm && (
        <Box mt="5" pt="5" borderTopWidth="1px" borderColor="border">
          <Text fontWeight="semibold">{t('overview.calendar.agm')}</Text>
          <chakra.time
            dateTime={agm.date}
            display="block"
            mt="1"
            fontSize="lg"
            fontWeight="bold"
            color="brand.fg"
          >
            {formatDate(agm.date, lang)}
          </chakra.time>
          {agm.title && (
            <Text mt="1" fontSize="sm" color="fg.muted">
              {agm.title}
            </Text>
          )}
        </Box>
      )}
    </Box>
  )
}

function DateRow({ label, value, dateTime }: { label: string; value: string; dateTime?: string }) {
  return (
    <Box display="flex" justifyContent="space-between" gap="4" fontSize="sm">
      <chakra.dt color="fg.muted">{label}</chakra.dt>
      <chakra.dd fontWeight="semibold" fontVariantNumeric="tabular-nums" textAlign="end">
        {dateTime ? <time dateTime={dateTime}>{value}</time> : value}
      </chakra.dd>
    </Box>
  )
}
