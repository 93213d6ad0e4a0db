import { useId, type ReactNode } from 'react'
import { css } from '@/styled-system/css'
import { SectionHeader } from '@/components/common/SectionHeader'

const styles = {
  root: css({ minW: '0' }),
  // Closer to its content on phones than a related list's header.
  header: css({ mb: { base: '4', lg: '6' } }),
}

interface OverviewSectionProps {
  heading: string
  /** A link or two after the heading, to the page with the whole list. */
  action?: ReactNode
  children: ReactNode
  'data-testid'?: string
  /** Left out of the printed page (the print rules in lib/theme/printCss.ts). */
  'data-print-hide'?: boolean
}

/** A block of the investor overview: a heading that names it, its content, and where to go next. */
export function OverviewSection({ heading, action, children, ...rest }: OverviewSectionProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.root} {...rest}>
      <SectionHeader
        id={headingId}
        title={heading}
        kind="related"
        action={action}
        className={styles.header}
      />
      {children}
    </section>
  )
}
