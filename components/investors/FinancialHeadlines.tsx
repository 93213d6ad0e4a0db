import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { panel } from '@/styled-system/recipes'
import type { FinancialHeadlines as Headlines } from '@/lib/investors/financialHighlights'
import { path } from '@/lib/routes'
import { FigureChange } from './FigureChange'
import { MoreLink } from './MoreLink'
import { HubSection } from '@/components/common/HubSection'

const styles = {
  list: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
    gap: '4',
  }),
  card: cx(panel({ tone: 'plain' }), css({ display: 'grid', gap: '1', p: { base: '5', lg: '6' } })),
  name: css({ fontWeight: 'semibold' }),
  unit: css({ fontSize: 'sm', color: 'fg.muted' }),
  value: css({
    fontSize: { base: '2xl', lg: '3xl' },
    fontWeight: 'bold',
    lineHeight: 'short',
    fontVariantNumeric: 'tabular-nums',
    color: 'brand.fg',
  }),
  more: css({ mt: '5' }),
}

/**
 * The investor overview's headline figures: the latest fiscal year's revenue, net profit and
 * earnings per share, each with its change on the year before, and the way to the rest.
 * Static: nothing here but a link (drawn inside StaticHtml by the overview).
 */
export function FinancialHeadlines({ headlines }: { headlines: Headlines }) {
  const { t } = useTranslation('financialHighlights')
  return (
    <HubSection
      heading={t('headlines.heading', { year: headlines.yearLabel })}
      data-testid="financial-headlines"
    >
      <dl className={styles.list}>
        {headlines.figures.map(({ key, unit, value }) => (
          <div key={key} className={styles.card} data-figure={key}>
            <dt className={styles.name}>
              {t(`figures.${key}`)} <span className={styles.unit}>({t(`units.${unit}`)})</span>
            </dt>
            <dd className={styles.value}>{value.label}</dd>
            <dd>
              <FigureChange change={value.change} />
            </dd>
          </div>
        ))}
      </dl>
      <div className={styles.more} data-print-hide>
        <MoreLink href={path('financialHighlights')}>{t('headlines.more')}</MoreLink>
      </div>
    </HubSection>
  )
}
