import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import type { Shareholder } from '@/lib/investors/investors'
import { MoreLink } from './MoreLink'
import { HubSection } from '@/components/common/HubSection'
import { path } from '@/lib/routes'
import { WholeText } from '@/components/common/WholeText'

const styles = {
  asOf: css({ fontSize: 'sm', color: 'fg.muted', mb: '4' }),
  list: css({ listStyle: 'none', display: 'grid', gap: '4' }),
  line: css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '4' }),
  name: css({ fontWeight: 'medium', lineHeight: 'short' }),
  stake: css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', flexShrink: '0' }),
  track: css({ mt: '1.5', h: '2', bg: 'bg.muted', borderRadius: 'full' }),
  // Its width, the holder's stake, comes from the data (inline style).
  bar: css({ h: 'full', minW: '1', bg: 'brand.solid', borderRadius: 'full' }),
  more: css({ mt: '5' }),
}

interface TopShareholdersProps {
  shareholders: readonly Shareholder[]
  /** The register date the list is from, as the page shows it. */
  asOfLabel: string
}

/** The largest shareholders with their stake drawn to scale (of all paid-up shares). */
export function TopShareholders({ shareholders, asOfLabel }: TopShareholdersProps) {
  const { t } = useTranslation('investors')
  if (shareholders.length === 0) return null
  return (
    <HubSection heading={t('overview.shareholders.heading')} data-testid="top-shareholders">
      <p className={styles.asOf}>{t('overview.shareholders.asOf', { date: asOfLabel })}</p>
      <ol className={styles.list}>
        {shareholders.map((holder) => (
          <li key={holder._id}>
            <div className={styles.line}>
              <p className={styles.name}>
                <WholeText>{holder.name}</WholeText>
              </p>
              <p className={styles.stake}>{holder.percentageLabel}</p>
            </div>
            <div aria-hidden="true" className={styles.track}>
              <div
                className={styles.bar}
                style={{ width: `${Math.min(100, holder.percentage)}%` }}
              />
            </div>
          </li>
        ))}
      </ol>
      <div className={styles.more}>
        <MoreLink href={path('shareholdersStructure')}>{t('overview.shareholders.more')}</MoreLink>
      </div>
    </HubSection>
  )
}
