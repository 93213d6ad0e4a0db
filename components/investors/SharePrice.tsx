import { useId } from 'react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { badge, heading, link, notice, panel } from '@/styled-system/recipes'
import { ArrowRightIcon } from '@/components/common/icons'
import type { SharePrice as SharePriceData } from '@/lib/marketData/sharePrice'
import { SharePriceChart } from './SharePriceChart'

const styles = {
  root: cx(
    panel({ tone: 'plain' }),
    css({
      p: { base: '5', lg: '6' },
      borderTopWidth: '4px',
      borderTopColor: 'brand.solid',
      minW: '0',
    }),
  ),
  head: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2', mb: '1' }),
  title: heading({ size: 'md' }),
  demo: cx(badge({ tone: 'gold' }), css({ alignSelf: 'center' })),
  symbol: css({ fontSize: 'sm', color: 'fg.muted' }),
  quote: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'auto minmax(0, 1fr)' },
    alignItems: 'end',
    gap: { base: '4', md: '10' },
    mt: '4',
  }),
  price: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: '3' }),
  last: css({
    fontSize: { base: '3xl', lg: '4xl' },
    fontWeight: 'bold',
    lineHeight: 'shorter',
    fontVariantNumeric: 'tabular-nums',
  }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
    gap: { base: '3', md: '5' },
    fontSize: 'sm',
  }),
  term: css({ color: 'fg.muted' }),
  value: css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' }),
  asOf: css({ mt: '4', fontSize: 'sm', color: 'fg.muted' }),
  demoNote: css({ mt: '1', fontSize: 'xs', color: 'fg.muted' }),
  unavailable: cx(notice(), css({ mt: '4' })),
  chartMissing: css({ mt: '6', fontSize: 'sm', color: 'fg.muted' }),
  exchange: cx(
    link({ variant: 'underline' }),
    css({
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      mt: '5',
      fontSize: 'sm',
      fontWeight: 'semibold',
    }),
  ),
  srOnly: css({ srOnly: true }),
}

const change = css.raw({
  fontSize: { base: 'lg', lg: 'xl' },
  fontWeight: 'semibold',
  fontVariantNumeric: 'tabular-nums',
})
// Green up, red down, as the exchange shows it; the words say it too (not colour alone).
const CHANGE = {
  up: css(change, { color: 'green.700' }),
  down: css(change, { color: 'red.700' }),
  unchanged: css(change, { color: 'fg.muted' }),
}
const ARROW = { up: '▲', down: '▼', unchanged: '' }

export interface SharePriceProps {
  sharePrice: SharePriceData
  /** The investor overview's block draws the year's chart; the home page's does not. */
  withChart?: boolean
  /** The heading's level: 2 on the overview, 3 inside the home page's investor section. */
  headingLevel?: 2 | 3
}

/**
 * The share's delayed quote: last price, change and % change on the previous close, the day's
 * range and volume, the quote's time in Bangkok, and a link to the share's page on the exchange;
 * "demo data" when the figures are generated; a note in their place when they cannot be had.
 * Server-rendered only (inside StaticHtml): the browser neither runs nor downloads it.
 */
export function SharePrice({ sharePrice, withChart = false, headingLevel = 2 }: SharePriceProps) {
  const { t } = useTranslation('sharePrice')
  const headingId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const isOk = sharePrice.status === 'ok'
  return (
    <section aria-labelledby={headingId} className={styles.root} data-testid="share-price">
      <div className={styles.head}>
        <Heading id={headingId} className={styles.title}>
          {t('title')}
        </Heading>
        {isOk && sharePrice.isDemo && <span className={styles.demo}>{t('demo')}</span>}
      </div>
      <p className={styles.symbol}>
        {sharePrice.symbol} · {t('exchangeName')}
      </p>
      {isOk ? (
        <>
          <div className={styles.quote}>
            <p className={styles.price}>
              <span className={styles.srOnly}>{t('last')}</span>
              <span className={styles.last} data-testid="share-price-last">
                {sharePrice.lastLabel}
              </span>
              <span className={CHANGE[sharePrice.direction]} data-testid="share-price-change">
                <span aria-hidden="true">
                  {ARROW[sharePrice.direction]} {sharePrice.changeLabel}
                  {sharePrice.changePercentLabel && ` (${sharePrice.changePercentLabel})`}
                </span>
                <span className={styles.srOnly}>
                  {t('changeSummary', {
                    direction: t(`direction.${sharePrice.direction}`),
                    change: sharePrice.changeLabel,
                    percent: sharePrice.changePercentLabel,
                  })}
                </span>
              </span>
            </p>
            <dl className={styles.facts}>
              <div>
                <dt className={styles.term}>{t('previousClose')}</dt>
                <dd className={styles.value}>{sharePrice.previousCloseLabel}</dd>
              </div>
              <div>
                <dt className={styles.term}>{t('open')}</dt>
                <dd className={styles.value}>{sharePrice.openLabel}</dd>
              </div>
              <div>
                <dt className={styles.term}>{t('dayRange')}</dt>
                <dd className={styles.value}>
                  {t('rangeValue', { low: sharePrice.lowLabel, high: sharePrice.highLabel })}
                </dd>
              </div>
              <div>
                <dt className={styles.term}>{t('volume')}</dt>
                <dd className={styles.value}>{sharePrice.volumeLabel}</dd>
              </div>
            </dl>
          </div>
          <p className={styles.asOf}>
            <time dateTime={sharePrice.asOf}>
              {t('asOf', { time: sharePrice.asOfLabel, minutes: sharePrice.delayMinutes })}
            </time>
          </p>
          {sharePrice.isDemo && <p className={styles.demoNote}>{t('demoNote')}</p>}
          {withChart &&
            (sharePrice.chart ? (
              <SharePriceChart chart={sharePrice.chart} symbol={sharePrice.symbol} />
            ) : (
              <p className={styles.chartMissing}>{t('chart.unavailable')}</p>
            ))}
        </>
      ) : (
        <p className={styles.unavailable}>{t('unavailable')}</p>
      )}
      <div>
        <a href={sharePrice.exchangeUrl} className={styles.exchange} rel="external">
          {t('exchangeLink', { symbol: sharePrice.symbol })}
          <ArrowRightIcon />
        </a>
      </div>
    </section>
  )
}
