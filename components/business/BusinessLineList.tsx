import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import type { BusinessLineSummary } from '@/lib/business/business'
import { BusinessLineCard } from './BusinessLineCard'

const styles = {
  column: container({ pb: { base: '12', lg: '16' } }),
  list: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: 'repeat(2, 1fr)' },
    gap: { base: '5', lg: '8' },
  }),
  featured: css({ gridColumn: { lg: '1 / -1' } }),
}

/** The business lines, the first across the row and the others two by two on wide screens. */
export function BusinessLineList({ lines }: { lines: BusinessLineSummary[] }) {
  const { t } = useTranslation('business')
  return (
    <div className={styles.column}>
      <ul aria-label={t('overview.listLabel')} className={styles.list}>
        {lines.map((line, index) => (
          <li key={line._id} className={index === 0 ? styles.featured : undefined}>
            <BusinessLineCard line={line} isFeatured={index === 0} />
          </li>
        ))}
      </ul>
    </div>
  )
}
