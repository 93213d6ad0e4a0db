import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { EmptyNote } from '@/components/common/EmptyNote'
import type { ShareholdingPage } from '@/lib/investors/investors'
import { ShareholderTable } from './ShareholderTable'
import { ShareholdingChart } from './ShareholdingChart'
import { StaticHtml } from '@/components/common/StaticHtml'

const styles = {
  root: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: { base: '8', lg: '10' },
    maxW: '[64rem]',
  }),
}

/** The major shareholders: a chart at a glance, then the table with the exact figures. */
export function ShareholdingStructure({
  shareholders,
  asOf,
  asOfLabel,
  total,
  slices,
}: ShareholdingPage) {
  const { t } = useTranslation('investors')
  if (asOf === null) return <EmptyNote>{t('shareholders.empty')}</EmptyNote>
  return (
    <StaticHtml className={styles.root}>
      <ShareholdingChart slices={slices} total={total} />
      <ShareholderTable shareholders={shareholders} asOfLabel={asOfLabel} total={total} />
    </StaticHtml>
  )
}
