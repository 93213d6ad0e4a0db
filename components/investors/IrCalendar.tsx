import { langAttribute } from '@/components/common/InLanguage'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { badge, heading, panel, ruledList } from '@/styled-system/recipes'
import { EmptyNote } from '@/components/common/EmptyNote'
import { StaticHtml } from '@/components/common/StaticHtml'
import { staticContent } from '@/components/common/staticContent'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { InvestorOverviewPage, IrEvent } from '@/lib/investors/investors'
import type { QuietPeriod } from '@/lib/investors/quietPeriod'
import { irCalendarHref } from '@/lib/investors/irCalendarHref'
import { CalendarFileLink } from './CalendarFileLink'
import { MoreLink } from './MoreLink'
import { HubSection } from '@/components/common/HubSection'
import { path } from '@/lib/routes'
import { WholeText } from '@/components/common/WholeText'
import { KeepWhole } from '@/components/common/KeepWhole'

/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, see staticContent */
const QuietPeriodEntry = staticContent(
  typeof window === 'undefined'
    ? (require('./QuietPeriodEntry') as typeof import('./QuietPeriodEntry')).QuietPeriodEntry
    : null,
  () => import('./QuietPeriodEntry').then((module) => module.QuietPeriodEntry),
)
/* eslint-enable @typescript-eslint/no-require-imports */

const list = ruledList()

const styles = {
  columns: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
    gap: { base: '8', lg: '10' },
    alignItems: 'start',
  }),
  upcomingHeading: cx(heading({ size: 'md' }), css({ mb: '3' })),
  event: cx(
    list.item,
    css({
      gridTemplateColumns: { base: '1fr', md: '9rem minmax(0, 1fr)' },
      gap: { base: '1', md: '5' },
    }),
  ),
  eventDate: css({ fontWeight: 'bold', color: 'brand.fg', fontVariantNumeric: 'tabular-nums' }),
  eventType: cx(badge({ tone: 'brand' }), css({ letterSpacing: '0.02em' })),
  eventTitle: css({ mt: '1.5', fontWeight: 'semibold', lineHeight: 'short' }),
  detail: css({ mt: '1', fontSize: 'sm', color: 'fg.muted' }),
  eventFile: css({ mt: '1.5' }),
  allEvents: css({ mt: '4' }),
  keyDates: cx(
    panel(),
    css({ p: { base: '5', lg: '6' }, borderTopWidth: '4px', borderTopColor: 'brand.solid' }),
  ),
  keyDatesHeading: heading({ size: 'md' }),
  dividend: css({ mt: '4' }),
  label: css({ fontWeight: 'semibold' }),
  dividendFor: css({ fontSize: 'sm', color: 'fg.muted' }),
  dates: css({ mt: '3', display: 'grid', gap: '2' }),
  dateRow: css({ display: 'flex', justifyContent: 'space-between', gap: '4', fontSize: 'sm' }),
  dateLabel: css({ color: 'fg.muted' }),
  dateValue: css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', textAlign: 'end' }),
  history: css({ mt: '3', fontSize: 'sm' }),
  agm: css({ mt: '5', pt: '5', borderTopWidth: '1px', borderColor: 'border' }),
  agmDate: css({
    display: 'block',
    mt: '1',
    fontSize: 'lg',
    fontWeight: 'bold',
    color: 'brand.fg',
  }),
}

type IrCalendarProps = Pick<InvestorOverviewPage, 'events' | 'latestDividend' | 'agm'> & {
  /** The quiet periods that are on or to come, in date order. */
  quietPeriods?: readonly QuietPeriod[]
}

type Entry = { date: string } & (
  { kind: 'event'; event: IrEvent } | { kind: 'quietPeriod'; period: QuietPeriod }
)

/**
 * The events and, among them by their first day, the quiet periods that begin before the last
 * event listed (one that is on comes first); a quiet period comes before an event on its day.
 */
function calendarEntries(events: readonly IrEvent[], quietPeriods: readonly QuietPeriod[]) {
  const last = events.at(-1)?.date
  const entries: Entry[] = [
    ...quietPeriods
      .filter((period) => last !== undefined && period.start <= last)
      .map((period) => ({ kind: 'quietPeriod' as const, date: period.start, period })),
    ...events.map((event) => ({ kind: 'event' as const, date: event.date, event })),
  ]
  // Array#sort is stable: quiet periods stay before the events of their day.
  return entries.sort((a, b) => a.date.localeCompare(b.date))
}

/** The IR calendar: what comes next, beside the latest dividend's dates and the AGM. */
export function IrCalendar({ events, quietPeriods = [], latestDividend, agm }: IrCalendarProps) {
  const { t } = useTranslation(['investors', 'irCalendar'])
  const { lang } = useCurrentPath()
  return (
    <HubSection heading={t('overview.calendar.heading')} data-testid="ir-calendar">
      <div className={styles.columns}>
        <div>
          <h3 className={styles.upcomingHeading}>{t('overview.calendar.upcoming')}</h3>
          {events.length === 0 ? (
            <EmptyNote>{t('overview.calendar.empty')}</EmptyNote>
          ) : (
            <>
              <ol className={list.root}>
                {calendarEntries(events, quietPeriods).map((entry) =>
                  entry.kind === 'event' ? (
                    <EventRow key={entry.event._id} event={entry.event} />
                  ) : (
                    <StaticHtml
                      as="li"
                      key={`quiet-${entry.period.end}`}
                      className={styles.event}
                      data-kind="quiet-period"
                    >
                      <QuietPeriodEntry period={entry.period} />
                    </StaticHtml>
                  ),
                )}
              </ol>
              <div className={styles.allEvents}>
                <CalendarFileLink href={irCalendarHref(lang)}>
                  {t('irCalendar:addAll')}
                </CalendarFileLink>
              </div>
            </>
          )}
        </div>
        <KeyDates latestDividend={latestDividend} agm={agm} />
      </div>
    </HubSection>
  )
}

function EventRow({ event }: { event: IrEvent }) {
  const { t } = useTranslation(['investors', 'irCalendar'])
  const { lang } = useCurrentPath()
  const title = event.title ?? t(`eventTypes.${event.type}`)
  return (
    <li className={styles.event} data-kind="event">
      <time dateTime={event.date} className={styles.eventDate}>
        <WholeText>{event.dateLabel}</WholeText>
      </time>
      <div>
        <span className={styles.eventType}>{t(`eventTypes.${event.type}`)}</span>
        <p className={styles.eventTitle} lang={langAttribute(event.titleLang)}>
          {event.title && <KeepWhole>{event.title}</KeepWhole>}
        </p>
        {event.location && (
          <p className={styles.detail} lang={langAttribute(event.locationLang)}>
            <KeepWhole isOwnStaticHtml>{event.location}</KeepWhole>
          </p>
        )}
        <div className={styles.eventFile}>
          <CalendarFileLink
            href={irCalendarHref(lang, event._id)}
            label={t('irCalendar:addEventLabel', { title })}
          >
            {t('irCalendar:addEvent')}
          </CalendarFileLink>
        </div>
      </div>
    </li>
  )
}

function KeyDates({ latestDividend, agm }: Pick<IrCalendarProps, 'latestDividend' | 'agm'>) {
  const { t } = useTranslation('investors')
  if (!latestDividend && !agm) return null
  return (
    <div className={styles.keyDates} data-testid="ir-key-dates">
      <h3 className={styles.keyDatesHeading}>{t('overview.calendar.keyDates')}</h3>
      {latestDividend && (
        <div className={styles.dividend}>
          <p className={styles.label}>{t('overview.calendar.latestDividend')}</p>
          <p className={styles.dividendFor}>
            {t('overview.calendar.dividendFor', {
              type: t(`dividendTypes.${latestDividend.type}`),
              year: latestDividend.fiscalYearLabel,
            })}
          </p>
          <dl className={styles.dates}>
            <DateRow
              label={t('overview.calendar.perShare')}
              value={latestDividend.amountPerShareLabel}
            />
            <DateRow
              label={t('dividend.columns.xdDate')}
              value={latestDividend.xdDateLabel}
              dateTime={latestDividend.xdDate}
            />
            <DateRow
              label={t('dividend.columns.recordDate')}
              value={latestDividend.recordDateLabel}
              dateTime={latestDividend.recordDate}
            />
            <DateRow
              label={t('dividend.columns.paymentDate')}
              value={latestDividend.paymentDateLabel}
              dateTime={latestDividend.paymentDate}
            />
          </dl>
          <div className={styles.history}>
            <MoreLink href={path('dividend')}>{t('overview.calendar.dividendHistory')}</MoreLink>
          </div>
        </div>
      )}
      {agm && (
        <div className={styles.agm}>
          <p className={styles.label}>{t('overview.calendar.agm')}</p>
          <time dateTime={agm.date} className={styles.agmDate}>
            <WholeText>{agm.dateLabel}</WholeText>
          </time>
          {agm.title && (
            <p className={styles.detail} lang={langAttribute(agm.titleLang)}>
              <KeepWhole>{agm.title}</KeepWhole>
            </p>
          )}
        </div>
      )}
    </div>
  )
}

function DateRow({ label, value, dateTime }: { label: string; value: string; dateTime?: string }) {
  return (
    <div className={styles.dateRow}>
      <dt className={styles.dateLabel}>{label}</dt>
      <dd className={styles.dateValue}>
        {dateTime ? <time dateTime={dateTime}>{value}</time> : value}
      </dd>
    </div>
  )
}
