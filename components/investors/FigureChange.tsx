import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import type { FigureChange as Change } from '@/lib/investors/financialHighlights'

const styles = {
  // Positioned: the words for screen readers (absolutely placed) stay inside the table's
  // scrolling frame instead of widening the page on a phone.
  root: css({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'baseline',
    gap: '1',
    fontSize: 'sm',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  }),
  up: css({ color: 'green.700' }),
  down: css({ color: 'red.700' }),
  unchanged: css({ color: 'fg.muted' }),
  srOnly: css({ srOnly: true }),
}

const ARROW = { up: '▲', down: '▼', unchanged: '–' } as const

/**
 * A figure's change on the year before: an arrow and the percentage for the eye, and the
 * same in words (`up 6.7% on 2024`) for screen readers, which do not read arrows reliably.
 * Nothing for the first year.
 */
export function FigureChange({ change }: { change: Change }) {
  const { t } = useTranslation('financialHighlights')
  if (change.kind === 'none') return null
  const year = change.previousYearLabel
  const words =
    change.kind === 'percent'
      ? t(`change.${change.direction}`, { percent: change.percentLabel, year })
      : t(`change.${change.direction}NotMeaningful`, { year })
  const shown = change.kind === 'percent' ? change.percentLabel : t('change.notMeaningful')
  return (
    <span className={cx(styles.root, styles[change.direction])} data-change={change.direction}>
      <span aria-hidden="true">
        {ARROW[change.direction]} {change.direction === 'unchanged' ? '' : shown}
      </span>
      <span className={styles.srOnly}>{words}</span>
    </span>
  )
}
