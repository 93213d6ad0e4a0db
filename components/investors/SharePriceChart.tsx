import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { CHART_HEIGHT, CHART_WIDTH } from '@/lib/marketData/priceChart'
import type { SharePriceChart as Chart } from '@/lib/marketData/sharePrice'

const styles = {
  figure: css({ mt: '6', minW: '0' }),
  caption: css({ fontWeight: 'semibold', mb: '3' }),
  // Room on the left for the price levels and below for the months, both HTML, so they keep
  // their size however wide the plot is stretched.
  plot: css({
    position: 'relative',
    h: { base: '[11rem]', md: '[15rem]' },
    ml: { base: '14', md: '16' },
    mr: '2',
    mb: '8',
  }),
  svg: css({ position: 'absolute', inset: '0', w: 'full', h: 'full', overflow: 'visible' }),
  grid: css({ stroke: 'border', strokeWidth: '1' }),
  area: css({ fill: 'brand.subtle' }),
  line: css({
    fill: 'transparent',
    stroke: 'brand.solid',
    strokeWidth: '2',
    strokeLinejoin: 'round',
  }),
  level: css({
    position: 'absolute',
    right: '[100%]',
    mr: '2',
    transform: 'translateY(-50%)',
    fontSize: 'xs',
    color: 'fg.muted',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  }),
  month: css({
    position: 'absolute',
    top: '[100%]',
    mt: '2',
    transform: 'translateX(-50%)',
    fontSize: 'xs',
    color: 'fg.muted',
    whiteSpace: 'nowrap',
  }),
  // On a phone every third month, or the labels would run into each other.
  alternateMonth: css({ display: { base: 'none', md: 'block' } }),
  summary: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
    gap: { base: '3', sm: '5' },
    fontSize: 'sm',
  }),
  term: css({ color: 'fg.muted' }),
  value: css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' }),
  date: css({ color: 'fg.muted', fontSize: 'xs' }),
}

const YEAR_CHANGE = {
  up: cx(styles.value, css({ color: 'green.700' })),
  down: cx(styles.value, css({ color: 'red.700' })),
  unchanged: styles.value,
}

const alternateMonth = cx(styles.month, styles.alternateMonth)

/**
 * The share's closes over a year as a line, drawn on the server as SVG (no script): an image
 * whose text alternative gives the year's first, last, highest and lowest close, which the
 * summary under it shows as figures too.
 */
export function SharePriceChart({ chart, symbol }: { chart: Chart; symbol: string }) {
  const { t } = useTranslation('sharePrice')
  const label = t('chart.label', {
    symbol,
    from: chart.first.dateLabel,
    to: chart.last.dateLabel,
    first: chart.first.priceLabel,
    last: chart.last.priceLabel,
    change: chart.changePercentLabel,
    high: chart.high.priceLabel,
    highDate: chart.high.dateLabel,
    low: chart.low.priceLabel,
    lowDate: chart.low.dateLabel,
  })
  return (
    <figure className={styles.figure} data-testid="share-price-chart">
      <figcaption className={styles.caption}>{t('chart.title')}</figcaption>
      <div className={styles.plot}>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={label}
        >
          {chart.levels.map((level) => (
            <line
              key={level.label}
              className={styles.grid}
              x1="0"
              x2={CHART_WIDTH}
              y1={(level.top / 100) * CHART_HEIGHT}
              y2={(level.top / 100) * CHART_HEIGHT}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <path className={styles.area} d={chart.area} />
          <path className={styles.line} d={chart.line} vectorEffect="non-scaling-stroke" />
        </svg>
        <div aria-hidden="true">
          {chart.levels.map((level) => (
            <span key={level.label} className={styles.level} style={{ top: `${level.top}%` }}>
              {level.label}
            </span>
          ))}
          {chart.months.map((month, index) => (
            <span
              key={month.label}
              className={index % 3 === 0 ? styles.month : alternateMonth}
              style={{ left: `${month.left}%` }}
            >
              {month.label}
            </span>
          ))}
        </div>
      </div>
      <dl className={styles.summary}>
        <div>
          <dt className={styles.term}>{t('chart.yearHigh')}</dt>
          <dd className={styles.value}>{chart.high.priceLabel}</dd>
          <dd className={styles.date}>{chart.high.dateLabel}</dd>
        </div>
        <div>
          <dt className={styles.term}>{t('chart.yearLow')}</dt>
          <dd className={styles.value}>{chart.low.priceLabel}</dd>
          <dd className={styles.date}>{chart.low.dateLabel}</dd>
        </div>
        <div>
          <dt className={styles.term}>{t('chart.yearChange')}</dt>
          <dd className={YEAR_CHANGE[chart.direction]}>{chart.changePercentLabel}</dd>
          <dd className={styles.date}>
            {t('rangeValue', { low: chart.first.dateLabel, high: chart.last.dateLabel })}
          </dd>
        </div>
      </dl>
    </figure>
  )
}
