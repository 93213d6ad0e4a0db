import { useId, type ReactNode } from 'react'
import { css } from '@/styled-system/css'
import { heading } from '@/styled-system/recipes'

const styles = {
  root: css({ mt: { base: '12', lg: '16' } }),
  title: heading({ size: 'lg' }),
  intro: css({ mt: '2', color: 'fg.muted' }),
}

interface ProductSectionProps {
  title: string
  intro: string
  children: ReactNode
}

/** A section under the product's pictures and facts (where it is sold, where to buy it). */
export function ProductSection({ title, intro, children }: ProductSectionProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.intro}>{intro}</p>
      {children}
    </section>
  )
}
