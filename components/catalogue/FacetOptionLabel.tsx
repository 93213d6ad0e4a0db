import { WholeText } from '@/components/common/WholeText'
import { css } from '@/styled-system/css'
import { useCountLabel } from './useCountLabel'

const styles = {
  label: css({ flex: '1', minW: '0' }),
  count: css({
    flexShrink: 0,
    minW: '7',
    px: '1.5',
    borderRadius: 'full',
    bg: 'bg.muted',
    fontSize: 'xs',
    fontWeight: 'medium',
    textAlign: 'center',
    lineHeight: '[1.6]',
  }),
  countForReaders: css({ srOnly: true }),
}

interface FacetOptionLabelProps {
  label: string
  count?: number
}

/** A facet value's text and product count ("Fresh meat 12"; read as "Fresh meat, 12 products"). */
export function FacetOptionLabel({ label, count }: FacetOptionLabelProps) {
  const countLabel = useCountLabel()
  return (
    <>
      {/* A category's, a brand's or a country's name: one unit, never broken inside. */}
      <span className={styles.label}>
        <WholeText>{label}</WholeText>
      </span>
      {count !== undefined && (
        <>
          <span className={styles.count} aria-hidden="true">
            {count}
          </span>
          <span className={styles.countForReaders}>, {countLabel('filters.count', count)}</span>
        </>
      )}
    </>
  )
}
