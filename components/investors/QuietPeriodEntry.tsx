import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { badge } from '@/styled-system/recipes'
import type { QuietPeriod } from '@/lib/investors/quietPeriod'

const styles = {
  dates: css({ fontWeight: 'bold', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' }),
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
        <time dateTime={period.start}>{period.startLabel}</time> –{' '}
        <time dateTime={period.lastDay}>{period.lastDayLabel}</time>
      </p>
      <div>
        <span className={styles.type}>{t('calendar.type')}</span>
        <p className={styles.title}>{t('calendar.title', { date: period.endLabel })}</p>
      </div>
    </>
  )
}
