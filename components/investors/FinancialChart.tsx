import { useTranslation } from '@/lib/i18n/useTranslation'
import { useId } from 'react'
import { css, cx } from '@/styled-system/css'
import { panel } from '@/styled-system/recipes'
import type {
  FigureRow,
  FinancialHighlightsPage,
  HighlightChart,
} from '@/lib/investors/financialHighlights'
import { DataTable, RowHeader, Td, Th } from './DataTable'
import { FigureChange } from './FigureChange'

// A colour a series, by its place in the chart: each stands out from white by at least 3:1.
const SERIES_COLOURS = [
  css({ color: 'brand.600' }),
  css({ color: 'gold.600' }),
  css({ color: 'gray.600' }),
]

const styles = {
  figure: cx(
    panel(),
    css({
      display: 'grid',
      gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
      alignItems: 'start',
      gap: { base: '5', lg: '8' },
      p: { base: '4', md: '6' },
    }),
  ),
  caption: css({ gridColumn: '1 / -1', fontWeight: 'bold', fontSize: 'lg' }),
  unit: css({ display: 'block', fontWeight: 'normal', fontSize: 'sm', color: 'fg.muted' }),
  chart: css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '3' }),
  svg: css({ display: 'block', w: 'full', h: 'auto' }),
  grid: css({ stroke: 'gray.200', strokeWidth: '[1]' }),
  zero: css({ stroke: 'gray.500', strokeWidth: '[1.5]' }),
  // Sizes in the picture's own units: larger on a phone, where the picture is drawn smaller.
  tick: css({
    fill: 'fg.muted',
    fontSize: { base: '[22px]', md: '[15px]' },
    textAnchor: 'end',
    fontVariantNumeric: 'tabular-nums',
  }),
  year: css({
    fill: 'fg',
    fontSize: { base: '[22px]', md: '[15px]' },
    textAnchor: 'middle',
    fontVariantNumeric: 'tabular-nums',
  }),
  bar: css({ fill: 'current' }),
  legend: css({
    listStyle: 'none',
    display: 'flex',
    flexWrap: 'wrap',
    gap: '[0.5rem 1.25rem]',
    fontSize: 'sm',
  }),
  legendItem: css({ display: 'inline-flex', alignItems: 'center', gap: '2' }),
  swatch: css({ boxSize: '3', borderRadius: 'sm', bg: 'current', flexShrink: '0' }),
  legendName: css({ color: 'fg' }),
  rowYear: css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }),
  value: css({ display: 'block', fontWeight: 'semibold' }),
}

interface FinancialChartProps {
  chart: HighlightChart
  years: FinancialHighlightsPage['years']
  /** The rows of the page's table, for the figures beside the chart. */
  rows: readonly FigureRow[]
}

/**
 * One chart of the financial highlights, drawn as SVG on the server from the loader's
 * geometry: bars by fiscal year, a text alternative that lists every value, a legend, and
 * beside it a table of the same figures with their change on the year before.
 */
export function FinancialChart({ chart, years, rows }: FinancialChartProps) {
  const { t } = useTranslation('financialHighlights')
  const captionId = useId()
  const titleId = useId()
  const descId = useId()
  const { geometry } = chart
  const series = chart.series.map((key, index) => ({
    key,
    name: t(`figures.${key}`),
    colour: SERIES_COLOURS[index % SERIES_COLOURS.length]!,
    row: rows.find((row) => row.key === key)!,
  }))
  const colourOf = Object.fromEntries(series.map((one) => [one.key, one.colour]))
  const title = t(`charts.${chart.key}`)
  const unit = t(`units.${chart.unit}`)
  const description = series
    .map((one) =>
      t('charts.description', {
        series: one.name,
        unit,
        values: years
          .map((year, index) => `${year.label} ${one.row.values[index]!.label}`)
          .join('; '),
      }),
    )
    .join(' ')
  return (
    <figure
      aria-labelledby={captionId}
      className={styles.figure}
      data-testid="financial-chart"
      data-chart={chart.key}
    >
      <figcaption id={captionId} className={styles.caption}>
        {title}
        <span className={styles.unit}>{unit}</span>
      </figcaption>
      <div className={styles.chart}>
        <svg
          viewBox={`0 0 ${geometry.width} ${geometry.height}`}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          className={styles.svg}
        >
          <title id={titleId}>{`${title} (${unit})`}</title>
          <desc id={descId}>{description}</desc>
          {geometry.ticks.map((tick, index) => (
            <g key={tick.value}>
              <line
                x1={geometry.plot.left}
                x2={geometry.plot.right}
                y1={tick.y}
                y2={tick.y}
                className={tick.value === 0 ? styles.zero : styles.grid}
              />
              <text x={geometry.plot.left - 10} y={tick.y} dy="0.35em" className={styles.tick}>
                {chart.tickLabels[index]}
              </text>
            </g>
          ))}
          {geometry.bars.map((bar) => (
            <rect
              key={`${bar.series}-${bar.category}`}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              className={cx(styles.bar, colourOf[bar.series])}
              data-series={bar.series}
            />
          ))}
          {geometry.categoryX.map((x, index) => (
            <text
              key={years[index]!.fiscalYear}
              x={x}
              y={geometry.height - 12}
              className={styles.year}
            >
              {years[index]!.label}
            </text>
          ))}
        </svg>
        {series.length > 1 && (
          <ul className={styles.legend} aria-label={t('charts.legend')}>
            {series.map((one) => (
              <li key={one.key} className={cx(styles.legendItem, one.colour)}>
                <span aria-hidden="true" className={styles.swatch} />
                <span className={styles.legendName}>{one.name}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <DataTable caption={`${title} (${unit})`}>
        <thead>
          <tr>
            <Th scope="col">{t('table.fiscalYear')}</Th>
            {series.map((one) => (
              <Th key={one.key} scope="col" data-numeric="">
                {one.name}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {years.map((year, index) => (
            <tr key={year.fiscalYear}>
              <RowHeader className={styles.rowYear}>{year.label}</RowHeader>
              {series.map((one) => {
                const value = one.row.values[index]!
                return (
                  <Td key={one.key} data-numeric="">
                    <span className={styles.value}>{value.label}</span>
                    <FigureChange change={value.change} />
                  </Td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </figure>
  )
}
