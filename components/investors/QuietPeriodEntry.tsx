import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { badge } from '@/styled-system/recipes'
import type { QuietPeriod } from '@/lib/investors/quietPeriod'

const styles = {
  dates: css({ fontWeight: 'bold', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' }),
  // A date is not broken across lines; the range breaks after its dash.
  date: css({ whiteSpace: 'nowrap' }),
  type: cx(badge({ tone: 'neutral' }), css({ letterSpacing: '0.02em' })),
  title: css({ mt: '1.5', fontWeight: 'semibold', lineHeight: 'short' }),
}

/**
 * A quiet period as an entry of the IR calendar: its first and last day, and the announcement
 * it leads up to (rendered on the server only, inside StaticHtml).
 */
export function QuietPeriodEntry({ period }: { period: QuietPeriod }) {
  const { t } = useTranslation('quietPeriod')
  return (
    <>
      <p className={styles.dates}>
        <time dateTime={period.start} className={styles.date}>
          {period.startLabel}
        </time>{' '}
        {t('calendar.rangeTo')}{' '}
        <time dateTime={period.lastDay} className={styles.date}>
          {period.lastDayLabel}
        </time>
      </p>
      <div>
        <span className={styles.type}>{t('calendar.type')}</span>
        <p className={styles.title}>{t('calendar.title', { date: period.endLabel })}</p>
      </div>
    </>
  )
}
