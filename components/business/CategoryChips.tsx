import { css } from '@/styled-system/css'
import { SiteImage } from '@/components/common/SiteImage'
import type { BusinessLineSummary } from '@/lib/business/business'

const styles = {
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '2' }),
  chip: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    ps: '2',
    pe: '3',
    py: '1',
    bg: 'bg.subtle',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'full',
    fontSize: 'sm',
  }),
}

/** A business line's categories as small labels with their icons. */
export function CategoryChips({
  categories,
  labelledBy,
}: {
  categories: BusinessLineSummary['categories']
  labelledBy: string
}) {
  return (
    <ul aria-labelledby={labelledBy} className={styles.list}>
      {categories.map((category) => (
        <li key={category._id} className={styles.chip}>
          {/* The name beside it says what the icon shows. */}
          {category.icon && <SiteImage image={{ ...category.icon, alt: '' }} />}
          {category.name}
        </li>
      ))}
    </ul>
  )
}
