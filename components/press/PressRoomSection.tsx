import { useId, type ReactNode } from 'react'
import { css } from '@/styled-system/css'
import { SectionHeader } from '@/components/common/SectionHeader'

const styles = {
  root: css({ minW: '0' }),
  header: css({ mb: { base: '4', lg: '6' } }),
}

interface PressRoomSectionProps {
  heading: string
  intro?: string
  /** Across from the heading: the way to the whole list. */
  action?: ReactNode
  children: ReactNode
  'data-testid'?: string
}

/** A block of the press room: a heading that names it (`aria-labelledby`), then its content. */
export function PressRoomSection({
  heading,
  intro,
  action,
  children,
  ...rest
}: PressRoomSectionProps) {
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
