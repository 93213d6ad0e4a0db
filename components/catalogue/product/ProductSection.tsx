import { useId, type ReactNode } from 'react'
import { css, cx } from '@/styled-system/css'
import { heading } from '@/styled-system/recipes'

const styles = {
  root: css({ mt: { base: '12', lg: '16' } }),
  title: heading({ size: 'lg' }),
  intro: css({ mt: '2', color: 'fg.muted' }),
  list: css({ listStyle: 'none', p: '0', mt: '5', display: 'grid' }),
}

interface ProductSectionProps {
  title: string
  intro: string
  /** The list's columns and gaps. */
  listClassName: string
  'data-testid': string
  /** The list's items. */
  children: ReactNode
}

/**
 * A section under the product's pictures and facts (where it is sold, where to buy it): its
 * heading and introduction, then a list in a grid.
 */
export function ProductSection({
  title,
  intro,
  listClassName,
  'data-testid': testId,
  children,
}: ProductSectionProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.intro}>{intro}</p>
      <ul className={cx(styles.list, listClassName)} data-testid={testId}>
        {children}
      </ul>
    </section>
  )
}
