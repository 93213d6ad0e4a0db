import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { heading, panel } from '@/styled-system/recipes'
import { formatBaht, formatPercent } from '@/lib/i18n/format'
import { INTL_LOCALE, type Lang } from '@/lib/i18n/lang'
import { toBaht, type CalculatorResult, type SideFees } from '@/lib/investors/investmentCalculator'
import { DataTable, RowHeader, Td, Th } from '../DataTable'

const figureValue = css({
  mt: '1',
  fontSize: 'xl',
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
})

const styles = {
  heading: heading({ size: 'lg' }),
  message: css({ mt: '4', color: 'fg.muted' }),
  summary: css({ mt: '4', fontSize: 'lg', fontWeight: 'semibold' }),
  figures: css({
    mt: '4',
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
    gap: '3',
  }),
  figure: cx(panel({ tone: 'plain' }), css({ px: '4', py: '3' })),
  figureLabel: css({ fontSize: 'sm', color: 'fg.muted' }),
  table: css({ mt: '6' }),
  totalRow: css({ fontWeight: 'semibold' }),
  note: css({ mt: '4', fontSize: 'sm', color: 'fg.muted', lineHeight: 'tall' }),
}

// A figure's colour by its sign; its label says profit or loss too, so colour is never alone.
const valueStyles = {
  plain: figureValue,
  gain: cx(figureValue, css({ color: 'green.700' })),
  loss: cx(figureValue, css({ color: 'red.700' })),
}

const FEE_LINES = ['commission', 'trading', 'clearing', 'regulatory', 'vat'] as const

const money = (satang: bigint, lang: Lang) => formatBaht(toBaht(satang), lang, 2)

const rateFormats = new Map<Lang, Intl.NumberFormat>()

/** A commission rate to the precision the field takes (0.157%), in the page's language. */
function formatRate(ppm: bigint, lang: Lang): string {
  let format = rateFormats.get(lang)
  if (!format) {
    // formatPercent (lib/i18n/format.ts) shows two decimals: 0.157% would read 0.16%.
    format = new Intl.NumberFormat(INTL_LOCALE[lang], {
      style: 'percent',
      maximumFractionDigits: 6,
    })
    rateFormats.set(lang, format)
  }
  return format.format(Number(ppm) / 1_000_000)
}

type CalculatorResultsProps = {
  lang: Lang
  commissionPpm: bigint | null
  result: CalculatorResult | null
  /** Why there is no result: nothing entered yet, or a field to correct. */
  state: 'start' | 'invalid' | 'ready'
}

/** What the trade costs and earns, then each side's fees line by line. */
export function CalculatorResults({ lang, commissionPpm, result, state }: CalculatorResultsProps) {
  const { t } = useTranslation('investmentCalculator')
  const isLoss = result !== null && result.profit < 0n
  const outcome = t(isLoss ? 'results.loss' : 'results.profit')
  const profitText = result ? money(result.profit < 0n ? -result.profit : result.profit, lang) : ''
  const returnText = result ? formatPercent(result.returnPercent, lang) : ''
  return (
    <section aria-labelledby="calculator-results" data-testid="calculator-results">
      <h2 id="calculator-results" className={styles.heading}>
        {t('results.heading')}
      </h2>
      <p className={result ? styles.summary : styles.message} aria-live="polite">
        {result
          ? t('results.summary', { outcome, amount: profitText, percent: returnText })
          : t(state === 'invalid' ? 'results.invalid' : 'results.start')}
      </p>
      {result && commissionPpm !== null && (
        <>
          <dl className={styles.figures}>
            <Figure label={t('results.cost')} value={money(result.cost, lang)} />
            <Figure label={t('results.proceeds')} value={money(result.proceeds, lang)} />
            <Figure label={t('results.fees')} value={money(result.fees, lang)} />
            <Figure
              label={outcome}
              value={profitText}
              tone={isLoss ? 'loss' : 'gain'}
              testId="calculator-profit"
            />
            <Figure
              label={t('results.return')}
              value={returnText}
              tone={isLoss ? 'loss' : 'gain'}
              testId="calculator-return"
            />
          </dl>
          <div className={styles.table}>
            <DataTable caption={t('results.breakdown')} data-testid="calculator-breakdown">
              <thead>
                <tr>
                  <Th scope="col">{t('results.item')}</Th>
                  <Th scope="col" data-numeric>
                    {t('results.buySide')}
                  </Th>
                  <Th scope="col" data-numeric>
                    {t('results.sellSide')}
                  </Th>
                </tr>
              </thead>
              <tbody>
                <SideRow label={t('results.value')} line="value" result={result} lang={lang} />
                {FEE_LINES.map((line) => (
                  <SideRow
                    key={line}
                    label={
                      line === 'commission'
                        ? t('results.commission', { rate: formatRate(commissionPpm, lang) })
                        : t(`results.${line}`)
                    }
                    line={line}
                    result={result}
                    lang={lang}
                  />
                ))}
                <SideRow
                  label={t('results.total')}
                  line="total"
                  result={result}
                  lang={lang}
                  isTotal
                />
                <tr className={styles.totalRow}>
                  <RowHeader>{t('results.net')}</RowHeader>
                  <Td data-numeric>{money(result.cost, lang)}</Td>
                  <Td data-numeric>{money(result.proceeds, lang)}</Td>
                </tr>
              </tbody>
            </DataTable>
          </div>
        </>
      )}
      <p className={styles.note}>{t('results.rounding')}</p>
      <p className={styles.note}>{t('results.disclaimer')}</p>
    </section>
  )
}

function Figure({
  label,
  value,
  tone = 'plain',
  testId,
}: {
  label: string
  value: string
  tone?: keyof typeof valueStyles
  testId?: string
}) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={valueStyles[tone]} data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}

function SideRow({
  label,
  line,
  result,
  lang,
  isTotal = false,
}: {
  label: string
  line: keyof SideFees
  result: CalculatorResult
  lang: Lang
  isTotal?: boolean
}) {
  return (
    <tr className={isTotal ? styles.totalRow : undefined}>
      <RowHeader>{label}</RowHeader>
      <Td data-numeric>{money(result.buy[line], lang)}</Td>
      <Td data-numeric>{money(result.sell[line], lang)}</Td>
    </tr>
  )
}
