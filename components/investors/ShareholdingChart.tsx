import type { TFunction } from 'i18next'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useId } from 'react'
import { css, cx } from '@/styled-system/css'
import { panel } from '@/styled-system/recipes'
import type { ShareholdingChartSlice, ShareholdingPage } from '@/lib/investors/investors'
import { ringSegments } from '@/lib/investors/shareholding'

// Colours of the slices drawn one by one, then of the other listed holders and of the rest.
// Each stands out from white by at least 3:1 except the rest, which is the background share.
// Each is a class setting `color`: the ring's stroke and the legend's swatch paint in it.
const HOLDER_COLOURS = [
  css({ color: 'brand.600' }),
  css({ color: 'blue.600' }),
  css({ color: 'gold.600' }),
  css({ color: 'green.600' }),
  css({ color: 'orange.600' }),
]
const OTHER_MAJOR_COLOUR = css({ color: 'gray.600' })
const REST_COLOUR = css({ color: 'gray.300' })

const RADIUS = 80
const RING_WIDTH = 34

const styles = {
  figure: cx(
    panel(),
    css({
      display: 'grid',
      gridTemplateColumns: { base: '1fr', md: '15rem minmax(0, 1fr)' },
      alignItems: 'center',
      gap: { base: '6', md: '10' },
      p: { base: '5', md: '8' },
    }),
  ),
  caption: css({ gridColumn: '1 / -1' }),
  heading: css({ display: 'block', fontWeight: 'bold', fontSize: 'lg' }),
  note: css({ display: 'block', mt: '1', fontSize: 'sm', color: 'fg.muted' }),
  ring: css({ w: 'full', maxW: '[15rem]', mx: 'auto', display: 'block' }),
  segment: css({ stroke: 'current' }),
  total: css({
    textAnchor: 'middle',
    fontSize: '[26px]',
    fontWeight: 'bold',
    fill: 'fg',
    fontVariantNumeric: 'tabular-nums',
  }),
  centre: css({ textAnchor: 'middle', fontSize: '[14px]', fill: 'fg.muted' }),
  legend: css({ listStyle: 'none', display: 'grid', gap: '2', maxW: 'md' }),
  legendRow: css({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'baseline',
    gap: '3',
    fontSize: 'sm',
  }),
  swatch: css({ boxSize: '3', borderRadius: 'sm', bg: 'current', alignSelf: 'center' }),
  value: css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', textAlign: 'end' }),
}

function colourOf(slice: ShareholdingChartSlice, index: number) {
  if (slice.kind === 'otherMajor') return OTHER_MAJOR_COLOUR
  if (slice.kind === 'rest') return REST_COLOUR
  return HOLDER_COLOURS[index % HOLDER_COLOURS.length]
}

function labelOf(slice: ShareholdingChartSlice, t: TFunction<'investors'>) {
  if (slice.kind === 'otherMajor') {
    return t('shareholders.chart.otherMajor', { count: slice.countLabel })
  }
  if (slice.kind === 'rest') return t('shareholders.chart.rest')
  return slice.name
}

/**
 * A donut of who holds the paid-up shares: the largest holders one by one, the other listed
 * holders together, and everyone else. An image with a text alternative listing every slice;
 * the legend says the same, and the table beside it stays the source of the exact figures.
 * The slices and their labels come from the loader; only the ring's geometry is computed here.
 */
export function ShareholdingChart({ slices, total }: Pick<ShareholdingPage, 'slices' | 'total'>) {
  const { t } = useTranslation('investors')
  const titleId = useId()
  const descId = useId()
  const captionId = useId()
  const segments = ringSegments(slices)
  const labelled = slices.map((slice, index) => ({
    ...slice,
    label: labelOf(slice, t),
    colour: colourOf(slice, index),
    value: slice.percentageLabel,
  }))
  return (
    <figure aria-labelledby={captionId} className={styles.figure} data-testid="shareholding-chart">
      <figcaption id={captionId} className={styles.caption}>
        <span className={styles.heading}>{t('shareholders.chart.heading')}</span>
        <span className={styles.note}>{t('shareholders.chart.note')}</span>
      </figcaption>
      <svg
        viewBox="0 0 200 200"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        className={styles.ring}
      >
        <title id={titleId}>{t('shareholders.chart.title')}</title>
        <desc id={descId}>
          {labelled.map((slice) => `${slice.label}: ${slice.value}`).join('; ')}
        </desc>
        <g transform="rotate(-90 100 100)">
          {segments.map((segment, index) => (
            <circle
              key={segment.key}
              cx="100"
              cy="100"
              r={RADIUS}
              fill="none"
              className={cx(styles.segment, labelled[index]!.colour)}
              strokeWidth={RING_WIDTH}
              pathLength={100}
              strokeDasharray={`${segment.length} ${100 - segment.length}`}
              strokeDashoffset={-segment.offset}
            />
          ))}
        </g>
        <text x="100" y="98" className={styles.total}>
          {total.percentageLabel}
        </text>
        <text x="100" y="122" className={styles.centre}>
          {t('shareholders.chart.centre', { count: total.countLabel })}
        </text>
      </svg>
      <ul className={styles.legend}>
        {labelled.map((slice) => (
          <li key={slice.key} className={styles.legendRow}>
            <div aria-hidden="true" className={cx(styles.swatch, slice.colour)} />
            <span>{slice.label}</span>
            <span className={styles.value}>{slice.value}</span>
          </li>
        ))}
      </ul>
    </figure>
  )
}
