import { useId, type ReactNode } from 'react'
import { css } from '@/styled-system/css'
import { SectionHeader } from './SectionHeader'

const styles = {
  root: css({ minW: '0' }),
  // Closer to its content on phones than a related list's header.
  header: css({ mb: { base: '4', lg: '6' } }),
}

interface HubSectionProps {
  heading: string
  intro?: string
  /** Across from the heading: a link or two to the page with the whole list. */
  action?: ReactNode
  children: ReactNode
  'data-testid'?: string
  /** Left out of the printed page (the print rules in lib/theme/printCss.ts). */
  'data-print-hide'?: boolean
}

/**
 * A block of a hub page (the investor overview, the press room): a heading that names it
 * (`aria-labelledby`), its content, and where to go next.
 */
export function HubSection({ heading, intro, action, children, ...rest }: HubSectionProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.root} {...rest}>
      <SectionHeader
        id={headingId}
        title={heading}
        intro={intro}
        kind="related"
        action={action}
        className={styles.header}
      />
      {children}
    </section>
  )
}
